from enum import StrEnum


class AstroSynastryPerson1Zodiac(StrEnum):
    TROPICAL = "tropical"

    def __str__(self) -> str:
        return str(self.value)
