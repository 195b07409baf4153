from enum import StrEnum


class AstroDoshaType(StrEnum):
    ANANT = "Anant"
    GHATAK = "Ghatak"
    KARKOTAK = "Karkotak"
    KULIK = "Kulik"
    MAHAPADMA = "Mahapadma"
    PADMA = "Padma"
    SHANKHACHUD = "Shankhachud"
    SHANKHPAL = "Shankhpal"
    SHESHNAG = "Sheshnag"
    TAKSHAK = "Takshak"
    VASUKI = "Vasuki"
    VISHDHAR = "Vishdhar"

    def __str__(self) -> str:
        return str(self.value)
