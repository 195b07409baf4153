from enum import StrEnum


class AstroBhavaPlanetsItem(StrEnum):
    JUPITER = "Jupiter"
    KETU = "Ketu"
    MARS = "Mars"
    MERCURY = "Mercury"
    MOON = "Moon"
    NEPTUNE = "Neptune"
    PLUTO = "Pluto"
    RAHU = "Rahu"
    SATURN = "Saturn"
    SUN = "Sun"
    URANUS = "Uranus"
    VENUS = "Venus"

    def __str__(self) -> str:
        return str(self.value)
