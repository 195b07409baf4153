from enum import StrEnum


class DepositRequestCurrency(StrEnum):
    INR = "inr"
    USD = "usd"

    def __str__(self) -> str:
        return str(self.value)
