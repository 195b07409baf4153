from enum import StrEnum


class AstroWesternPointName(StrEnum):
    ASCENDANT = "Ascendant"
    JUPITER = "Jupiter"
    LILITH = "Lilith"
    MARS = "Mars"
    MC = "MC"
    MERCURY = "Mercury"
    MOON = "Moon"
    NEPTUNE = "Neptune"
    NORTH_NODE = "North Node"
    PART_OF_FORTUNE = "Part of Fortune"
    PLUTO = "Pluto"
    SATURN = "Saturn"
    SOUTH_NODE = "South Node"
    SUN = "Sun"
    TRUE_LILITH = "True Lilith"
    URANUS = "Uranus"
    VENUS = "Venus"

    def __str__(self) -> str:
        return str(self.value)
