from enum import StrEnum


class AstroFestivalCalendarConvention(StrEnum):
    AMANTA = "amanta"
    PURNIMANTA = "purnimanta"

    def __str__(self) -> str:
        return str(self.value)
