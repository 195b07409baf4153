from enum import StrEnum


class GetJaiminiKarakas(StrEnum):
    VALUE_0 = "8"
    VALUE_1 = "7"

    def __str__(self) -> str:
        return str(self.value)
