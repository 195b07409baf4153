from enum import StrEnum


class ImageGenerationRequestResponseFormatType3Type1(StrEnum):
    B64_JSON = "b64_json"
    URL = "url"

    def __str__(self) -> str:
        return str(self.value)
