from enum import StrEnum


class DepositProvider(StrEnum):
    LOCAL = "local"
    STRIPE = "stripe"

    def __str__(self) -> str:
        return str(self.value)
