from enum import StrEnum


class GetReportHouseSystem(StrEnum):
    CAMPANUS = "campanus"
    EQUAL = "equal"
    KOCH = "koch"
    PLACIDUS = "placidus"
    PORPHYRY = "porphyry"
    REGIOMONTANUS = "regiomontanus"
    WHOLE_SIGN = "whole_sign"

    def __str__(self) -> str:
        return str(self.value)
