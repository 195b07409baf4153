from enum import StrEnum


class AstroFestivalEventPakshaType3Type1(StrEnum):
    KRISHNA = "Krishna"
    SHUKLA = "Shukla"

    def __str__(self) -> str:
        return str(self.value)
