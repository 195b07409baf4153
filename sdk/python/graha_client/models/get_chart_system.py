from enum import StrEnum


class GetChartSystem(StrEnum):
    KP = "kp"
    VEDIC = "vedic"
    WESTERN = "western"

    def __str__(self) -> str:
        return str(self.value)
