from enum import StrEnum


class AstroPanchangBalamTarabalaType0ItemQuality(StrEnum):
    BAD = "bad"
    GOOD = "good"
    MIXED = "mixed"

    def __str__(self) -> str:
        return str(self.value)
