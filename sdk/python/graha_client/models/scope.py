from enum import StrEnum


class Scope(StrEnum):
    ACCOUNT = "account"
    ASTROLOGY = "astrology"
    BILLINGREAD = "billing:read"
    BILLINGWRITE = "billing:write"
    INFERENCE = "inference"
    KEYS = "keys"
    PLATFORM = "platform"
    VALUE_0 = "*"

    def __str__(self) -> str:
        return str(self.value)
