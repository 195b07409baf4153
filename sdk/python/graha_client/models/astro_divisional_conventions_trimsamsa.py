from enum import StrEnum


class AstroDivisionalConventionsTrimsamsa(StrEnum):
    PARASHARA = "parashara"
    PARIVRITTI = "parivritti"

    def __str__(self) -> str:
        return str(self.value)
