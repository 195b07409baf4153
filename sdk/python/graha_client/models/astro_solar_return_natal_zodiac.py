from enum import StrEnum


class AstroSolarReturnNatalZodiac(StrEnum):
    TROPICAL = "tropical"

    def __str__(self) -> str:
        return str(self.value)
