from enum import StrEnum


class AstroSynastryDavisonChartNodeType(StrEnum):
    MEAN = "mean"
    TRUE = "true"

    def __str__(self) -> str:
        return str(self.value)
