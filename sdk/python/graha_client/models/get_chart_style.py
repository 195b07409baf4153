from enum import StrEnum


class GetChartStyle(StrEnum):
    NORTH = "north"
    SOUTH = "south"
    WESTERN = "western"

    def __str__(self) -> str:
        return str(self.value)
