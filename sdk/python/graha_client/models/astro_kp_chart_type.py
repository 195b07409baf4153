from enum import StrEnum


class AstroKpChartType(StrEnum):
    BIRTH = "birth"
    HORARY = "horary"

    def __str__(self) -> str:
        return str(self.value)
