from enum import StrEnum


class GetMatchMethod(StrEnum):
    ASHTAKOOTA = "ashtakoota"
    PORUTHAM = "porutham"

    def __str__(self) -> str:
        return str(self.value)
