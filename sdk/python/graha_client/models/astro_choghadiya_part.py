from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_choghadiya_part_name import AstroChoghadiyaPartName
from ..models.astro_choghadiya_part_quality import AstroChoghadiyaPartQuality
from ..models.astro_weekday_lord import AstroWeekdayLord
from ..types import UNSET, Unset

T = TypeVar("T", bound="AstroChoghadiyaPart")


@_attrs_define
class AstroChoghadiyaPart:
    """
    Attributes:
        number (int):
        name (AstroChoghadiyaPartName):
        lord (AstroWeekdayLord):
        quality (AstroChoghadiyaPartQuality):
        start (str): Local ISO 8601 date-time with the UTC offset in force at that instant, seconds precision.
        end (str): Local ISO 8601 date-time with the UTC offset in force at that instant, seconds precision.
        name_local (str | Unset):
    """

    number: int
    name: AstroChoghadiyaPartName
    lord: AstroWeekdayLord
    quality: AstroChoghadiyaPartQuality
    start: str
    end: str
    name_local: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        number = self.number

        name = self.name.value

        lord = self.lord.value

        quality = self.quality.value

        start = self.start

        end = self.end

        name_local = self.name_local

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "number": number,
                "name": name,
                "lord": lord,
                "quality": quality,
                "start": start,
                "end": end,
            }
        )
        if name_local is not UNSET:
            field_dict["name_local"] = name_local

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        number = d.pop("number")

        name = AstroChoghadiyaPartName(d.pop("name"))

        lord = AstroWeekdayLord(d.pop("lord"))

        quality = AstroChoghadiyaPartQuality(d.pop("quality"))

        start = d.pop("start")

        end = d.pop("end")

        name_local = d.pop("name_local", UNSET)

        astro_choghadiya_part = cls(
            number=number,
            name=name,
            lord=lord,
            quality=quality,
            start=start,
            end=end,
            name_local=name_local,
        )

        astro_choghadiya_part.additional_properties = d
        return astro_choghadiya_part

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
