from enum import StrEnum


class AstroKundaliAyanamsaName(StrEnum):
    KRISHNAMURTI = "krishnamurti"
    LAHIRI = "lahiri"

    def __str__(self) -> str:
        return str(self.value)
