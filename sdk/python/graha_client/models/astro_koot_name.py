from enum import StrEnum


class AstroKootName(StrEnum):
    BHAKOOT = "Bhakoot"
    GANA = "Gana"
    GRAHA_MAITRI = "Graha Maitri"
    NADI = "Nadi"
    TARA = "Tara"
    VARNA = "Varna"
    VASHYA = "Vashya"
    YONI = "Yoni"

    def __str__(self) -> str:
        return str(self.value)
