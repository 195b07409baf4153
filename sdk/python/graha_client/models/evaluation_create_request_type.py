from enum import StrEnum


class EvaluationCreateRequestType(StrEnum):
    CLASSIFICATION = "classification"
    COMPARISON = "comparison"
    SCORING = "scoring"

    def __str__(self) -> str:
        return str(self.value)
