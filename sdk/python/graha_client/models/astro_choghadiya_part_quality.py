from enum import StrEnum


class AstroChoghadiyaPartQuality(StrEnum):
    BAD = "bad"
    GOOD = "good"
    NEUTRAL = "neutral"

    def __str__(self) -> str:
        return str(self.value)
