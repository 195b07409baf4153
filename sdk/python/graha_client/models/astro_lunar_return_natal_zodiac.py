from enum import StrEnum


class AstroLunarReturnNatalZodiac(StrEnum):
    TROPICAL = "tropical"

    def __str__(self) -> str:
        return str(self.value)
