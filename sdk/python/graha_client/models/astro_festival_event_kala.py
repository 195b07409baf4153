from enum import StrEnum


class AstroFestivalEventKala(StrEnum):
    APARAHNA = "aparahna"
    INGRESS = "ingress"
    MADHYAHNA = "madhyahna"
    NISHITA = "nishita"
    PRADOSH = "pradosh"
    SUNRISE = "sunrise"

    def __str__(self) -> str:
        return str(self.value)
