from enum import StrEnum


class AstroTimelineEventPlanet(StrEnum):
    JUPITER = "Jupiter"
    KETU = "Ketu"
    RAHU = "Rahu"
    SATURN = "Saturn"

    def __str__(self) -> str:
        return str(self.value)
