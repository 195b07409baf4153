from enum import StrEnum


class AstroHoroscopeMood(StrEnum):
    BALANCED = "balanced"
    CAUTIOUS = "cautious"
    CHALLENGING = "challenging"
    EXCELLENT = "excellent"
    POSITIVE = "positive"

    def __str__(self) -> str:
        return str(self.value)
