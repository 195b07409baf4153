from enum import StrEnum


class GetReportSystem(StrEnum):
    VEDIC = "vedic"
    WESTERN = "western"

    def __str__(self) -> str:
        return str(self.value)
