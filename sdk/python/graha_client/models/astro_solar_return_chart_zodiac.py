from enum import StrEnum


class AstroSolarReturnChartZodiac(StrEnum):
    TROPICAL = "tropical"

    def __str__(self) -> str:
        return str(self.value)
