from enum import StrEnum


class AstroVarshaphalTajikaAspectsAspectsItemKind(StrEnum):
    FRIENDLY = "friendly"
    INIMICAL = "inimical"
    NEUTRAL = "neutral"

    def __str__(self) -> str:
        return str(self.value)
