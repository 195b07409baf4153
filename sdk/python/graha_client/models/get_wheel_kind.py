from enum import StrEnum


class GetWheelKind(StrEnum):
    NATAL = "natal"
    SYNASTRY = "synastry"
    TRANSIT = "transit"

    def __str__(self) -> str:
        return str(self.value)
