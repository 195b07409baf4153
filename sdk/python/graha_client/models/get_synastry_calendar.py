from enum import StrEnum


class GetSynastryCalendar(StrEnum):
    GREGORIAN = "gregorian"
    JULIAN = "julian"

    def __str__(self) -> str:
        return str(self.value)
