from enum import StrEnum


class AstroJaiminiRashiDrishtiSignsItemModality(StrEnum):
    DUAL = "dual"
    FIXED = "fixed"
    MOVABLE = "movable"

    def __str__(self) -> str:
        return str(self.value)
