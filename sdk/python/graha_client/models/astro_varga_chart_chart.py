from enum import StrEnum


class AstroVargaChartChart(StrEnum):
    D1 = "D1"
    D10 = "D10"
    D12 = "D12"
    D16 = "D16"
    D2 = "D2"
    D20 = "D20"
    D24 = "D24"
    D27 = "D27"
    D3 = "D3"
    D30 = "D30"
    D4 = "D4"
    D40 = "D40"
    D45 = "D45"
    D60 = "D60"
    D7 = "D7"
    D9 = "D9"

    def __str__(self) -> str:
        return str(self.value)
