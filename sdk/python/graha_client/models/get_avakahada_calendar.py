from enum import StrEnum


class GetAvakahadaCalendar(StrEnum):
    GREGORIAN = "gregorian"
    JULIAN = "julian"

    def __str__(self) -> str:
        return str(self.value)
