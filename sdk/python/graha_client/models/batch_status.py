from enum import StrEnum


class BatchStatus(StrEnum):
    CANCELLED = "cancelled"
    COMPLETED = "completed"
    FAILED = "failed"
    IN_PROGRESS = "in_progress"
    VALIDATING = "validating"

    def __str__(self) -> str:
        return str(self.value)
