from enum import StrEnum


class ChatImagePartImageUrlDetail(StrEnum):
    AUTO = "auto"
    HIGH = "high"
    LOW = "low"

    def __str__(self) -> str:
        return str(self.value)
