from enum import StrEnum


class AstroBhavaChartMethod(StrEnum):
    EQUAL = "equal"
    SRIPATI = "sripati"

    def __str__(self) -> str:
        return str(self.value)
