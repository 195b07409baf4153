from enum import StrEnum


class AstroPoruthamName(StrEnum):
    DINA = "Dina"
    GANA = "Gana"
    MAHENDRA = "Mahendra"
    RAJJU = "Rajju"
    RASI = "Rasi"
    RASI_ADHIPATHI = "Rasi Adhipathi"
    STREE_DEERGHA = "Stree Deergha"
    VASYA = "Vasya"
    VEDHA = "Vedha"
    YONI = "Yoni"

    def __str__(self) -> str:
        return str(self.value)
