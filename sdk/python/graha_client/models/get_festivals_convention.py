from enum import StrEnum


class GetFestivalsConvention(StrEnum):
    AMANTA = "amanta"
    PURNIMANTA = "purnimanta"

    def __str__(self) -> str:
        return str(self.value)
