from enum import StrEnum


class Plan(StrEnum):
    DEDICATED = "dedicated"
    ENTERPRISE = "enterprise"
    GROWTH = "growth"
    PAY_AS_YOU_GO = "pay-as-you-go"
    SCALE = "scale"

    def __str__(self) -> str:
        return str(self.value)
