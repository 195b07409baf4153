from enum import StrEnum


class GetKundaliHora(StrEnum):
    PARASHARA = "parashara"
    PARIVRITTI = "parivritti"

    def __str__(self) -> str:
        return str(self.value)
