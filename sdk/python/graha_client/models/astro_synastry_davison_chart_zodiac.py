from enum import StrEnum


class AstroSynastryDavisonChartZodiac(StrEnum):
    TROPICAL = "tropical"

    def __str__(self) -> str:
        return str(self.value)
