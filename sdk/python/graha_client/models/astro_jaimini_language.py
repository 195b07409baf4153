from enum import StrEnum


class AstroJaiminiLanguage(StrEnum):
    EN = "en"
    HI = "hi"
    TA = "ta"

    def __str__(self) -> str:
        return str(self.value)
