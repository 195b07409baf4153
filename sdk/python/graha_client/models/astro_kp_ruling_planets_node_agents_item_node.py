from enum import StrEnum


class AstroKpRulingPlanetsNodeAgentsItemNode(StrEnum):
    KETU = "Ketu"
    RAHU = "Rahu"

    def __str__(self) -> str:
        return str(self.value)
