from enum import StrEnum


class AstroPoruthamGrade(StrEnum):
    ADHAMA = "adhama"
    MADHYAMA = "madhyama"
    UTTAMA = "uttama"

    def __str__(self) -> str:
        return str(self.value)
