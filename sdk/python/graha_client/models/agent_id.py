from enum import StrEnum


class AgentId(StrEnum):
    KUNDALI_READER = "kundali-reader"
    PUJA_PLANNER = "puja-planner"
    TEMPLE_ASSISTANT = "temple-assistant"

    def __str__(self) -> str:
        return str(self.value)
