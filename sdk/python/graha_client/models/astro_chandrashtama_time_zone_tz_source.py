from enum import StrEnum


class AstroChandrashtamaTimeZoneTzSource(StrEnum):
    COORDINATES = "coordinates"
    LOCAL_MEAN_TIME = "local_mean_time"
    REQUEST = "request"

    def __str__(self) -> str:
        return str(self.value)
