from enum import StrEnum


class DepositChargeCurrency(StrEnum):
    INR = "inr"
    USD = "usd"

    def __str__(self) -> str:
        return str(self.value)
