from enum import StrEnum


class AstroProgressionsNatalZodiac(StrEnum):
    TROPICAL = "tropical"

    def __str__(self) -> str:
        return str(self.value)
