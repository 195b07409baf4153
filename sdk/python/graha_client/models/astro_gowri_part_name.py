from enum import StrEnum


class AstroGowriPartName(StrEnum):
    AMIRDHA = "Amirdha"
    DHANAM = "Dhanam"
    LAABAM = "Laabam"
    ROGAM = "Rogam"
    SORAM = "Soram"
    SUGAM = "Sugam"
    UTHI = "Uthi"
    VISHAM = "Visham"

    def __str__(self) -> str:
        return str(self.value)
