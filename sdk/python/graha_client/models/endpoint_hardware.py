from enum import StrEnum


class EndpointHardware(StrEnum):
    A100_80GB = "a100-80gb"
    H100_80GB = "h100-80gb"
    L40S_48GB = "l40s-48gb"

    def __str__(self) -> str:
        return str(self.value)
