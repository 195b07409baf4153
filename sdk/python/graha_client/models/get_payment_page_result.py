from enum import StrEnum


class GetPaymentPageResult(StrEnum):
    CANCEL = "cancel"
    SUCCESS = "success"

    def __str__(self) -> str:
        return str(self.value)
