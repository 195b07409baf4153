from enum import StrEnum


class AstroPanchangDayZoneTzSource(StrEnum):
    COORDINATES = "coordinates"
    REQUEST = "request"

    def __str__(self) -> str:
        return str(self.value)
