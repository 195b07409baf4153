from enum import StrEnum


class AstroKpPointSign(StrEnum):
    AQUARIUS = "Aquarius"
    ARIES = "Aries"
    CANCER = "Cancer"
    CAPRICORN = "Capricorn"
    GEMINI = "Gemini"
    LEO = "Leo"
    LIBRA = "Libra"
    PISCES = "Pisces"
    SAGITTARIUS = "Sagittarius"
    SCORPIO = "Scorpio"
    TAURUS = "Taurus"
    VIRGO = "Virgo"

    def __str__(self) -> str:
        return str(self.value)
