from enum import StrEnum


class AstroLunarReturnChartZodiac(StrEnum):
    TROPICAL = "tropical"

    def __str__(self) -> str:
        return str(self.value)
