from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="VerboseTranscriptionSegmentsItem")


@_attrs_define
class VerboseTranscriptionSegmentsItem:
    """
    Attributes:
        id (int):
        start (float): Seconds from the start.
        end (float): Seconds from the start.
        text (str):
    """

    id: int
    start: float
    end: float
    text: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        start = self.start

        end = self.end

        text = self.text

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "start": start,
                "end": end,
                "text": text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        start = d.pop("start")

        end = d.pop("end")

        text = d.pop("text")

        verbose_transcription_segments_item = cls(
            id=id,
            start=start,
            end=end,
            text=text,
        )

        verbose_transcription_segments_item.additional_properties = d
        return verbose_transcription_segments_item

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
