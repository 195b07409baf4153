from enum import StrEnum


class ClusterScheduler(StrEnum):
    KUBERNETES = "kubernetes"
    SLURM = "slurm"

    def __str__(self) -> str:
        return str(self.value)
