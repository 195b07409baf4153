from enum import StrEnum


class GetChartTrimsamsa(StrEnum):
    PARASHARA = "parashara"
    PARIVRITTI = "parivritti"

    def __str__(self) -> str:
        return str(self.value)
