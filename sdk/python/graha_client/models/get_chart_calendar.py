from enum import StrEnum


class GetChartCalendar(StrEnum):
    GREGORIAN = "gregorian"
    JULIAN = "julian"

    def __str__(self) -> str:
        return str(self.value)
