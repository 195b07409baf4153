from enum import StrEnum


class BillingAlertDeliveryStatus(StrEnum):
    DELIVERED = "delivered"
    FAILED = "failed"
    NO_WEBHOOK = "no_webhook"
    PENDING = "pending"

    def __str__(self) -> str:
        return str(self.value)
