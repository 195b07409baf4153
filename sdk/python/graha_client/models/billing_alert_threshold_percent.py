from enum import IntEnum


class BillingAlertThresholdPercent(IntEnum):
    VALUE_50 = 50
    VALUE_80 = 80
    VALUE_90 = 90
    VALUE_100 = 100

    def __str__(self) -> str:
        return str(self.value)
