from enum import StrEnum


class AstroDoshaName(StrEnum):
    GANDA_MOOLA = "Ganda Moola"
    GRAHAN = "Grahan"
    GURU_CHANDAL = "Guru Chandal"
    KAAL_SARP = "Kaal Sarp"
    KALATHRA = "Kalathra"
    KEMADRUMA = "Kemadruma"
    MANGAL = "Mangal"
    PITRA = "Pitra"
    SHRAPIT = "Shrapit"

    def __str__(self) -> str:
        return str(self.value)
