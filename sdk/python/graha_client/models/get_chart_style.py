from enum import StrEnum


class GetChartStyle(StrEnum):
    EAST = "east"
    NORTH = "north"
    SOUTH = "south"
    WESTERN = "western"

    def __str__(self) -> str:
        return str(self.value)
