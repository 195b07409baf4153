from enum import StrEnum


class ClusterStatus(StrEnum):
    FAILED = "failed"
    PROVISIONING = "provisioning"
    RUNNING = "running"
    TERMINATED = "terminated"
    TERMINATING = "terminating"

    def __str__(self) -> str:
        return str(self.value)
