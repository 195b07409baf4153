from __future__ import annotations

from collections.abc import Mapping
from io import BytesIO
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from .. import types
from ..models.transcription_create_request_response_format import (
    TranscriptionCreateRequestResponseFormat,
)
from ..types import UNSET, File, Unset

T = TypeVar("T", bound="TranscriptionCreateRequest")


@_attrs_define
class TranscriptionCreateRequest:
    """OpenAI-compatible multipart form; unknown extra fields are accepted and ignored. Non-file fields arrive as strings
    and are converted.

        Attributes:
            file (File): Audio file (mp3, mp4, mpeg, mpga, m4a, wav, webm), at most 25 MB.
            model (str):
            language (str | Unset): ISO-639-1 code of the spoken language.
            response_format (TranscriptionCreateRequestResponseFormat | Unset):  Default:
                TranscriptionCreateRequestResponseFormat.JSON.
            prompt (str | Unset): Optional text to guide the recognizer (names, spelling).
            temperature (float | Unset):  Default: 0.0.
    """

    file: File
    model: str
    language: str | Unset = UNSET
    response_format: TranscriptionCreateRequestResponseFormat | Unset = (
        TranscriptionCreateRequestResponseFormat.JSON
    )
    prompt: str | Unset = UNSET
    temperature: float | Unset = 0.0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        file = self.file.to_tuple()

        model = self.model

        language = self.language

        response_format: str | Unset = UNSET
        if not isinstance(self.response_format, Unset):
            response_format = self.response_format.value

        prompt = self.prompt

        temperature = self.temperature

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "file": file,
                "model": model,
            }
        )
        if language is not UNSET:
            field_dict["language"] = language
        if response_format is not UNSET:
            field_dict["response_format"] = response_format
        if prompt is not UNSET:
            field_dict["prompt"] = prompt
        if temperature is not UNSET:
            field_dict["temperature"] = temperature

        return field_dict

    def to_multipart(self) -> types.RequestFiles:
        files: types.RequestFiles = []

        files.append(("file", self.file.to_tuple()))

        files.append(("model", (None, str(self.model).encode(), "text/plain")))

        if not isinstance(self.language, Unset):
            files.append(
                ("language", (None, str(self.language).encode(), "text/plain"))
            )

        if not isinstance(self.response_format, Unset):
            files.append(
                (
                    "response_format",
                    (None, str(self.response_format.value).encode(), "text/plain"),
                )
            )

        if not isinstance(self.prompt, Unset):
            files.append(("prompt", (None, str(self.prompt).encode(), "text/plain")))

        if not isinstance(self.temperature, Unset):
            files.append(
                ("temperature", (None, str(self.temperature).encode(), "text/plain"))
            )

        for prop_name, prop in self.additional_properties.items():
            files.append((prop_name, (None, str(prop).encode(), "text/plain")))

        return files

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        file = File(payload=BytesIO(d.pop("file")))

        model = d.pop("model")

        language = d.pop("language", UNSET)

        _response_format = d.pop("response_format", UNSET)
        response_format: TranscriptionCreateRequestResponseFormat | Unset
        if isinstance(_response_format, Unset):
            response_format = UNSET
        else:
            response_format = TranscriptionCreateRequestResponseFormat(_response_format)

        prompt = d.pop("prompt", UNSET)

        temperature = d.pop("temperature", UNSET)

        transcription_create_request = cls(
            file=file,
            model=model,
            language=language,
            response_format=response_format,
            prompt=prompt,
            temperature=temperature,
        )

        transcription_create_request.additional_properties = d
        return transcription_create_request

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
