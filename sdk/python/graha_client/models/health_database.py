from enum import StrEnum


class HealthDatabase(StrEnum):
    OK = "ok"

    def __str__(self) -> str:
        return str(self.value)
