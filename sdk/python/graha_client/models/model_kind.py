from enum import StrEnum


class ModelKind(StrEnum):
    ASTROLOGY = "astrology"
    EMBEDDING = "embedding"
    FINE_TUNED = "fine-tuned"
    IMAGE = "image"
    OPEN_WEIGHT = "open-weight"
    PROPRIETARY = "proprietary"
    STT = "stt"
    TTS = "tts"

    def __str__(self) -> str:
        return str(self.value)
