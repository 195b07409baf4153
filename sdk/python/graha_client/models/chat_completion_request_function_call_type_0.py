from enum import StrEnum


class ChatCompletionRequestFunctionCallType0(StrEnum):
    AUTO = "auto"
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
