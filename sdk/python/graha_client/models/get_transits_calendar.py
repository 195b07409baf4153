from enum import StrEnum


class GetTransitsCalendar(StrEnum):
    GREGORIAN = "gregorian"
    JULIAN = "julian"

    def __str__(self) -> str:
        return str(self.value)
