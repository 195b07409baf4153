from enum import StrEnum


class GetProgressionsNode(StrEnum):
    MEAN = "mean"
    TRUE = "true"

    def __str__(self) -> str:
        return str(self.value)
