from enum import StrEnum


class GetDoshasLanguage(StrEnum):
    EN = "en"
    HI = "hi"
    TA = "ta"

    def __str__(self) -> str:
        return str(self.value)
