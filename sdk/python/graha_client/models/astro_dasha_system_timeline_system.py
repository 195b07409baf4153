from enum import StrEnum


class AstroDashaSystemTimelineSystem(StrEnum):
    ASHTOTTARI = "ashtottari"
    CHARA = "chara"
    YOGINI = "yogini"

    def __str__(self) -> str:
        return str(self.value)
