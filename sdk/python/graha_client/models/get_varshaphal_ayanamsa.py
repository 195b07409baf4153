from enum import StrEnum


class GetVarshaphalAyanamsa(StrEnum):
    FAGAN_BRADLEY = "fagan_bradley"
    KRISHNAMURTI = "krishnamurti"
    LAHIRI = "lahiri"
    RAMAN = "raman"
    TRUE_CHITRA = "true_chitra"
    YUKTESHWAR = "yukteshwar"

    def __str__(self) -> str:
        return str(self.value)
