from enum import StrEnum


class AstroHoraPartPart(StrEnum):
    DAY = "day"
    NIGHT = "night"

    def __str__(self) -> str:
        return str(self.value)
