from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.verbose_transcription_segments_item import (
        VerboseTranscriptionSegmentsItem,
    )


T = TypeVar("T", bound="VerboseTranscription")


@_attrs_define
class VerboseTranscription:
    """
    Attributes:
        task (Literal['transcribe']):
        language (str): ISO-639-1 code used or detected.
        duration (float): Audio length in seconds.
        text (str):
        segments (list[VerboseTranscriptionSegmentsItem]):
    """

    task: Literal["transcribe"]
    language: str
    duration: float
    text: str
    segments: list[VerboseTranscriptionSegmentsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        task = self.task

        language = self.language

        duration = self.duration

        text = self.text

        segments = []
        for segments_item_data in self.segments:
            segments_item = segments_item_data.to_dict()
            segments.append(segments_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "task": task,
                "language": language,
                "duration": duration,
                "text": text,
                "segments": segments,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.verbose_transcription_segments_item import (
            VerboseTranscriptionSegmentsItem,
        )

        d = dict(src_dict)
        task = cast(Literal["transcribe"], d.pop("task"))
        if task != "transcribe":
            raise ValueError(f"task must match const 'transcribe', got '{task}'")

        language = d.pop("language")

        duration = d.pop("duration")

        text = d.pop("text")

        segments = []
        _segments = d.pop("segments")
        for segments_item_data in _segments:
            segments_item = VerboseTranscriptionSegmentsItem.from_dict(
                segments_item_data
            )

            segments.append(segments_item)

        verbose_transcription = cls(
            task=task,
            language=language,
            duration=duration,
            text=text,
            segments=segments,
        )

        verbose_transcription.additional_properties = d
        return verbose_transcription

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
