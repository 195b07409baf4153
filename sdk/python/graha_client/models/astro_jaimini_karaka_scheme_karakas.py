from enum import IntEnum


class AstroJaiminiKarakaSchemeKarakas(IntEnum):
    VALUE_7 = 7
    VALUE_8 = 8

    def __str__(self) -> str:
        return str(self.value)
