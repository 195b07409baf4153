from enum import StrEnum


class AstroJaiminiGraha(StrEnum):
    JUPITER = "Jupiter"
    KETU = "Ketu"
    MARS = "Mars"
    MERCURY = "Mercury"
    MOON = "Moon"
    RAHU = "Rahu"
    SATURN = "Saturn"
    SUN = "Sun"
    VENUS = "Venus"

    def __str__(self) -> str:
        return str(self.value)
