from enum import StrEnum


class SpeechCreateRequestResponseFormat(StrEnum):
    AAC = "aac"
    FLAC = "flac"
    MP3 = "mp3"
    OPUS = "opus"
    WAV = "wav"

    def __str__(self) -> str:
        return str(self.value)
