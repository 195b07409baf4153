from enum import StrEnum


class EndpointStatus(StrEnum):
    DELETED = "deleted"
    DELETING = "deleting"
    FAILED = "failed"
    PENDING = "pending"
    PROVISIONING = "provisioning"
    RUNNING = "running"

    def __str__(self) -> str:
        return str(self.value)
