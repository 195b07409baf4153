from enum import StrEnum


class EmbeddingCreateRequestEncodingFormat(StrEnum):
    BASE64 = "base64"
    FLOAT = "float"

    def __str__(self) -> str:
        return str(self.value)
