from enum import StrEnum


class AstroWesternPointName(StrEnum):
    ASCENDANT = "Ascendant"
    CERES = "Ceres"
    CHIRON = "Chiron"
    JUNO = "Juno"
    JUPITER = "Jupiter"
    LILITH = "Lilith"
    MARS = "Mars"
    MC = "MC"
    MERCURY = "Mercury"
    MOON = "Moon"
    NEPTUNE = "Neptune"
    NORTH_NODE = "North Node"
    PALLAS = "Pallas"
    PART_OF_FORTUNE = "Part of Fortune"
    PLUTO = "Pluto"
    SATURN = "Saturn"
    SOUTH_NODE = "South Node"
    SUN = "Sun"
    TRUE_LILITH = "True Lilith"
    URANUS = "Uranus"
    VENUS = "Venus"
    VESTA = "Vesta"

    def __str__(self) -> str:
        return str(self.value)
