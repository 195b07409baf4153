from enum import StrEnum


class AstroFestivalCalendarTimeZoneTzSource(StrEnum):
    COORDINATES = "coordinates"
    REQUEST = "request"

    def __str__(self) -> str:
        return str(self.value)
