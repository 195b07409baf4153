from enum import StrEnum


class ClusterRegion(StrEnum):
    AP_SOUTH = "ap-south"
    EU_WEST = "eu-west"
    US_EAST = "us-east"
    US_WEST = "us-west"

    def __str__(self) -> str:
        return str(self.value)
