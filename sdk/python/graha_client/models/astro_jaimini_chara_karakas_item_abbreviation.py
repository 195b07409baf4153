from enum import StrEnum


class AstroJaiminiCharaKarakasItemAbbreviation(StrEnum):
    AK = "AK"
    AMK = "AmK"
    BK = "BK"
    DK = "DK"
    GK = "GK"
    MK = "MK"
    PIK = "PiK"
    PK = "PK"

    def __str__(self) -> str:
        return str(self.value)
