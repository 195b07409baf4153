from enum import StrEnum


class ListFilesPurpose(StrEnum):
    BATCH = "batch"
    EVALUATION = "evaluation"
    FINE_TUNE = "fine-tune"

    def __str__(self) -> str:
        return str(self.value)
