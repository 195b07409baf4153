from enum import StrEnum


class AstroBhavaChartMethod(StrEnum):
    EQUAL = "equal"
    PLACIDUS = "placidus"
    SRIPATI = "sripati"

    def __str__(self) -> str:
        return str(self.value)
