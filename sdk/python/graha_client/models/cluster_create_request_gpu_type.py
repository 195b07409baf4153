from enum import StrEnum


class ClusterCreateRequestGpuType(StrEnum):
    A100_SXM = "a100-sxm"
    B200 = "b200"
    H100_SXM = "h100-sxm"
    L40S = "l40s"

    def __str__(self) -> str:
        return str(self.value)
