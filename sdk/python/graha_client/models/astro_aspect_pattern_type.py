from enum import StrEnum


class AstroAspectPatternType(StrEnum):
    GRAND_CROSS = "grand_cross"
    GRAND_TRINE = "grand_trine"
    STELLIUM = "stellium"
    T_SQUARE = "t_square"
    YOD = "yod"

    def __str__(self) -> str:
        return str(self.value)
