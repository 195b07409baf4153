from enum import StrEnum


class FileObjectPurpose(StrEnum):
    BATCH = "batch"
    EVALUATION = "evaluation"
    FINE_TUNE = "fine-tune"

    def __str__(self) -> str:
        return str(self.value)
