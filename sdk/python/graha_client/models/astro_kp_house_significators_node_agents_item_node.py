from enum import StrEnum


class AstroKpHouseSignificatorsNodeAgentsItemNode(StrEnum):
    KETU = "Ketu"
    RAHU = "Rahu"

    def __str__(self) -> str:
        return str(self.value)
