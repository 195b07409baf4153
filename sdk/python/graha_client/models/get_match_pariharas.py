from enum import StrEnum


class GetMatchPariharas(StrEnum):
    APPLY = "apply"
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
