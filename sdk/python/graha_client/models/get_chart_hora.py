from enum import StrEnum


class GetChartHora(StrEnum):
    PARASHARA = "parashara"
    PARIVRITTI = "parivritti"

    def __str__(self) -> str:
        return str(self.value)
