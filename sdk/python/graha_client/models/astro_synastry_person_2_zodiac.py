from enum import StrEnum


class AstroSynastryPerson2Zodiac(StrEnum):
    TROPICAL = "tropical"

    def __str__(self) -> str:
        return str(self.value)
