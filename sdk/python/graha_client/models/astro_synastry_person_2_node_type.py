from enum import StrEnum


class AstroSynastryPerson2NodeType(StrEnum):
    MEAN = "mean"
    TRUE = "true"

    def __str__(self) -> str:
        return str(self.value)
