from enum import StrEnum


class AstroDoshaExtent(StrEnum):
    FULL = "full"
    PARTIAL = "partial"

    def __str__(self) -> str:
        return str(self.value)
