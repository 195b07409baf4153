from enum import StrEnum


class EvaluationType(StrEnum):
    CLASSIFICATION = "classification"
    COMPARISON = "comparison"
    SCORING = "scoring"

    def __str__(self) -> str:
        return str(self.value)
