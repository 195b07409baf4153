from enum import StrEnum


class AstroFestivalEventLunarMonthType2Type1(StrEnum):
    ASHADHA = "Ashadha"
    ASHVIN = "Ashvin"
    BHADRAPADA = "Bhadrapada"
    CHAITRA = "Chaitra"
    JYESHTHA = "Jyeshtha"
    KARTIKA = "Kartika"
    MAGHA = "Magha"
    MARGASHIRSHA = "Margashirsha"
    PAUSHA = "Pausha"
    PHALGUNA = "Phalguna"
    SHRAVANA = "Shravana"
    VAISHAKHA = "Vaishakha"

    def __str__(self) -> str:
        return str(self.value)
