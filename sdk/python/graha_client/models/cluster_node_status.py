from enum import StrEnum


class ClusterNodeStatus(StrEnum):
    HEALTHY = "healthy"
    PROVISIONING = "provisioning"
    TERMINATED = "terminated"
    UNHEALTHY = "unhealthy"

    def __str__(self) -> str:
        return str(self.value)
