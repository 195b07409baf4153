from enum import StrEnum


class ChatCompletionRequestVerbosityType2Type1(StrEnum):
    HIGH = "high"
    LOW = "low"
    MEDIUM = "medium"

    def __str__(self) -> str:
        return str(self.value)
