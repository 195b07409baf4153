from enum import StrEnum


class AstroTimelineEventType(StrEnum):
    INGRESS = "ingress"
    STATION_DIRECT = "station_direct"
    STATION_RETROGRADE = "station_retrograde"

    def __str__(self) -> str:
        return str(self.value)
