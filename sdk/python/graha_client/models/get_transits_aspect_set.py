from enum import StrEnum


class GetTransitsAspectSet(StrEnum):
    ALL = "all"
    MAJOR = "major"

    def __str__(self) -> str:
        return str(self.value)
