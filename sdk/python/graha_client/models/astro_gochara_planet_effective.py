from enum import StrEnum


class AstroGocharaPlanetEffective(StrEnum):
    GOOD = "good"
    OBSTRUCTED = "obstructed"
    UNFAVOURABLE = "unfavourable"

    def __str__(self) -> str:
        return str(self.value)
