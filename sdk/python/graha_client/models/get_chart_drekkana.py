from enum import StrEnum


class GetChartDrekkana(StrEnum):
    PARASHARA = "parashara"
    PARIVRITTI = "parivritti"

    def __str__(self) -> str:
        return str(self.value)
