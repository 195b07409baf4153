from enum import StrEnum


class AstroAvakahadaPayaName(StrEnum):
    COPPER = "Copper"
    GOLD = "Gold"
    IRON = "Iron"
    SILVER = "Silver"

    def __str__(self) -> str:
        return str(self.value)
