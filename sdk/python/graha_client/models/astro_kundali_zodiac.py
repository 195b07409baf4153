from enum import StrEnum


class AstroKundaliZodiac(StrEnum):
    SIDEREAL = "sidereal"
    TROPICAL = "tropical"

    def __str__(self) -> str:
        return str(self.value)
