from enum import StrEnum


class AstroNatalAspectsZodiac(StrEnum):
    TROPICAL = "tropical"

    def __str__(self) -> str:
        return str(self.value)
