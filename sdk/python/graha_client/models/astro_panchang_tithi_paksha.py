from enum import StrEnum


class AstroPanchangTithiPaksha(StrEnum):
    KRISHNA = "Krishna"
    SHUKLA = "Shukla"

    def __str__(self) -> str:
        return str(self.value)
