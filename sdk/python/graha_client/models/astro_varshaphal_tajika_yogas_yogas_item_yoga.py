from enum import StrEnum


class AstroVarshaphalTajikaYogasYogasItemYoga(StrEnum):
    EASARAPHA = "Easarapha"
    ITHASALA = "Ithasala"
    KAMBOOLA = "Kamboola"
    MANAU = "Manau"
    NAKTA = "Nakta"
    YAMAYA = "Yamaya"

    def __str__(self) -> str:
        return str(self.value)
