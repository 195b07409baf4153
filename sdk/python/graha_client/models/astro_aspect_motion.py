from enum import StrEnum


class AstroAspectMotion(StrEnum):
    APPLYING = "applying"
    EXACT = "exact"
    SEPARATING = "separating"

    def __str__(self) -> str:
        return str(self.value)
