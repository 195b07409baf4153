from enum import StrEnum


class GetAshtakavargaCalendar(StrEnum):
    GREGORIAN = "gregorian"
    JULIAN = "julian"

    def __str__(self) -> str:
        return str(self.value)
