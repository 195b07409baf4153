from enum import StrEnum


class GetBhavaMethod(StrEnum):
    EQUAL = "equal"
    SRIPATI = "sripati"

    def __str__(self) -> str:
        return str(self.value)
