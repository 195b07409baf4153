from enum import StrEnum


class AstroSynastryPerson1NodeType(StrEnum):
    MEAN = "mean"
    TRUE = "true"

    def __str__(self) -> str:
        return str(self.value)
