from enum import StrEnum


class AstroYogaName(StrEnum):
    BHADRA = "Bhadra"
    BUDHA_ADITYA = "Budha-Aditya"
    CHANDRA_MANGALA = "Chandra-Mangala"
    DHANA_YOGA = "Dhana Yoga"
    GAJAKESARI = "Gajakesari"
    HAMSA = "Hamsa"
    KEMADRUMA = "Kemadruma"
    MALAVYA = "Malavya"
    NEECHA_BHANGA = "Neecha Bhanga"
    RAJA_YOGA = "Raja Yoga"
    RUCHAKA = "Ruchaka"
    SASA = "Sasa"

    def __str__(self) -> str:
        return str(self.value)
