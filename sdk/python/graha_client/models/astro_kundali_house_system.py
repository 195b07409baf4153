from enum import StrEnum


class AstroKundaliHouseSystem(StrEnum):
    PLACIDUS = "placidus"
    WHOLE_SIGN = "whole_sign"

    def __str__(self) -> str:
        return str(self.value)
