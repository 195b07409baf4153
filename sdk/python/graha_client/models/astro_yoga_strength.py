from enum import StrEnum


class AstroYogaStrength(StrEnum):
    MODERATE = "moderate"
    STRONG = "strong"
    WEAK = "weak"

    def __str__(self) -> str:
        return str(self.value)
