from enum import StrEnum


class AstroPoruthamResultVerdict(StrEnum):
    COMPATIBLE = "compatible"
    NOT_COMPATIBLE = "not_compatible"

    def __str__(self) -> str:
        return str(self.value)
