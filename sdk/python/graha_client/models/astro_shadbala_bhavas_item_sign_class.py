from enum import StrEnum


class AstroShadbalaBhavasItemSignClass(StrEnum):
    CHATUSHPADA = "chatushpada"
    JALACHARA = "jalachara"
    KEETA = "keeta"
    NARA = "nara"

    def __str__(self) -> str:
        return str(self.value)
