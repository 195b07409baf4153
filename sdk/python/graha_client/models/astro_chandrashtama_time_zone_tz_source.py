from enum import StrEnum


class AstroChandrashtamaTimeZoneTzSource(StrEnum):
    COORDINATES = "coordinates"
    REQUEST = "request"

    def __str__(self) -> str:
        return str(self.value)
