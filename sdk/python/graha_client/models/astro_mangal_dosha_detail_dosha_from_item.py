from enum import StrEnum


class AstroMangalDoshaDetailDoshaFromItem(StrEnum):
    LAGNA = "lagna"
    MOON = "moon"
    VENUS = "venus"

    def __str__(self) -> str:
        return str(self.value)
