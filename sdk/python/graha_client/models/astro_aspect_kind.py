from enum import StrEnum


class AstroAspectKind(StrEnum):
    MAJOR = "major"
    MINOR = "minor"

    def __str__(self) -> str:
        return str(self.value)
