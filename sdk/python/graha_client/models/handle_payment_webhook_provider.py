from enum import StrEnum


class HandlePaymentWebhookProvider(StrEnum):
    LOCAL = "local"
    STRIPE = "stripe"

    def __str__(self) -> str:
        return str(self.value)
