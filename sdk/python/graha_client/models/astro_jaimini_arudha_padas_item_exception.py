from enum import StrEnum


class AstroJaiminiArudhaPadasItemException(StrEnum):
    FIRST = "first"
    NONE = "none"
    SEVENTH = "seventh"

    def __str__(self) -> str:
        return str(self.value)
