from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.speech_create_request_response_format import (
    SpeechCreateRequestResponseFormat,
)
from ..models.speech_voice import SpeechVoice
from ..types import UNSET, Unset

T = TypeVar("T", bound="SpeechCreateRequest")


@_attrs_define
class SpeechCreateRequest:
    """OpenAI-compatible request; unknown extra fields are accepted and ignored.

    Attributes:
        model (str): `tts-1` (standard) or `tts-1-hd` (high definition).
        input_ (str):
        voice (SpeechVoice):
        response_format (SpeechCreateRequestResponseFormat | Unset):  Default: SpeechCreateRequestResponseFormat.MP3.
        speed (float | Unset):  Default: 1.0.
    """

    model: str
    input_: str
    voice: SpeechVoice
    response_format: SpeechCreateRequestResponseFormat | Unset = (
        SpeechCreateRequestResponseFormat.MP3
    )
    speed: float | Unset = 1.0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        model = self.model

        input_ = self.input_

        voice = self.voice.value

        response_format: str | Unset = UNSET
        if not isinstance(self.response_format, Unset):
            response_format = self.response_format.value

        speed = self.speed

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "model": model,
                "input": input_,
                "voice": voice,
            }
        )
        if response_format is not UNSET:
            field_dict["response_format"] = response_format
        if speed is not UNSET:
            field_dict["speed"] = speed

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        model = d.pop("model")

        input_ = d.pop("input")

        voice = SpeechVoice(d.pop("voice"))

        _response_format = d.pop("response_format", UNSET)
        response_format: SpeechCreateRequestResponseFormat | Unset
        if isinstance(_response_format, Unset):
            response_format = UNSET
        else:
            response_format = SpeechCreateRequestResponseFormat(_response_format)

        speed = d.pop("speed", UNSET)

        speech_create_request = cls(
            model=model,
            input_=input_,
            voice=voice,
            response_format=response_format,
            speed=speed,
        )

        speech_create_request.additional_properties = d
        return speech_create_request

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
