from enum import StrEnum


class AstroTransitHitAspect(StrEnum):
    BI_QUINTILE = "bi_quintile"
    CONJUNCTION = "conjunction"
    OPPOSITION = "opposition"
    QUINCUNX = "quincunx"
    QUINTILE = "quintile"
    SEMI_SEXTILE = "semi_sextile"
    SEMI_SQUARE = "semi_square"
    SESQUIQUADRATE = "sesquiquadrate"
    SEXTILE = "sextile"
    SQUARE = "square"
    TRINE = "trine"

    def __str__(self) -> str:
        return str(self.value)
