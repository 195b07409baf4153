from enum import StrEnum


class AstroFestivalEventKind(StrEnum):
    AMAVASYA = "amavasya"
    EKADASHI = "ekadashi"
    FESTIVAL = "festival"
    PURNIMA = "purnima"
    SANKRANTI = "sankranti"

    def __str__(self) -> str:
        return str(self.value)
