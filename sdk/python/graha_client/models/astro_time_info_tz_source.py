from enum import StrEnum


class AstroTimeInfoTzSource(StrEnum):
    COORDINATES = "coordinates"
    REQUEST = "request"

    def __str__(self) -> str:
        return str(self.value)
