from enum import StrEnum


class AstroJaiminiCharaKarakasItemKaraka(StrEnum):
    AMATYAKARAKA = "Amatyakaraka"
    ATMAKARAKA = "Atmakaraka"
    BHRATRIKARAKA = "Bhratrikaraka"
    DARAKARAKA = "Darakaraka"
    GNATIKARAKA = "Gnatikaraka"
    MATRIKARAKA = "Matrikaraka"
    PITRIKARAKA = "Pitrikaraka"
    PUTRAKARAKA = "Putrakaraka"

    def __str__(self) -> str:
        return str(self.value)
