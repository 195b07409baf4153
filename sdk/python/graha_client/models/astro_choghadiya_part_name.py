from enum import StrEnum


class AstroChoghadiyaPartName(StrEnum):
    AMRIT = "Amrit"
    CHAR = "Char"
    KAAL = "Kaal"
    LABH = "Labh"
    ROG = "Rog"
    SHUBH = "Shubh"
    UDVEG = "Udveg"

    def __str__(self) -> str:
        return str(self.value)
