from enum import StrEnum


class AstroTransitsNatalZodiac(StrEnum):
    TROPICAL = "tropical"

    def __str__(self) -> str:
        return str(self.value)
