from enum import StrEnum


class GetVarshaphalLanguage(StrEnum):
    EN = "en"
    HI = "hi"
    TA = "ta"

    def __str__(self) -> str:
        return str(self.value)
