from enum import StrEnum


class AstroGowriPartQuality(StrEnum):
    BAD = "bad"
    GOOD = "good"

    def __str__(self) -> str:
        return str(self.value)
