from enum import StrEnum


class AstroWeekdayLord(StrEnum):
    JUPITER = "Jupiter"
    MARS = "Mars"
    MERCURY = "Mercury"
    MOON = "Moon"
    SATURN = "Saturn"
    SUN = "Sun"
    VENUS = "Venus"

    def __str__(self) -> str:
        return str(self.value)
