from enum import StrEnum


class FineTuningJobCreateRequestMethod(StrEnum):
    FULL = "full"
    LORA = "lora"

    def __str__(self) -> str:
        return str(self.value)
