from enum import StrEnum


class AstroKpPointNakshatra(StrEnum):
    ANURADHA = "Anuradha"
    ARDRA = "Ardra"
    ASHLESHA = "Ashlesha"
    ASHWINI = "Ashwini"
    BHARANI = "Bharani"
    CHITRA = "Chitra"
    DHANISHTA = "Dhanishta"
    HASTA = "Hasta"
    JYESHTHA = "Jyeshtha"
    KRITTIKA = "Krittika"
    MAGHA = "Magha"
    MRIGASHIRA = "Mrigashira"
    MULA = "Mula"
    PUNARVASU = "Punarvasu"
    PURVA_ASHADHA = "Purva Ashadha"
    PURVA_BHADRAPADA = "Purva Bhadrapada"
    PURVA_PHALGUNI = "Purva Phalguni"
    PUSHYA = "Pushya"
    REVATI = "Revati"
    ROHINI = "Rohini"
    SHATABHISHA = "Shatabhisha"
    SHRAVANA = "Shravana"
    SWATI = "Swati"
    UTTARA_ASHADHA = "Uttara Ashadha"
    UTTARA_BHADRAPADA = "Uttara Bhadrapada"
    UTTARA_PHALGUNI = "Uttara Phalguni"
    VISHAKHA = "Vishakha"

    def __str__(self) -> str:
        return str(self.value)
