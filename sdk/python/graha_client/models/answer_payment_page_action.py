from enum import StrEnum


class AnswerPaymentPageAction(StrEnum):
    CONFIRM = "confirm"
    DECLINE = "decline"

    def __str__(self) -> str:
        return str(self.value)
