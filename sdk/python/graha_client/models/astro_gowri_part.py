from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_gowri_part_name import AstroGowriPartName
from ..models.astro_gowri_part_quality import AstroGowriPartQuality
from ..types import UNSET, Unset

T = TypeVar("T", bound="AstroGowriPart")


@_attrs_define
class AstroGowriPart:
    """
    Attributes:
        number (int):
        name (AstroGowriPartName):
        quality (AstroGowriPartQuality):
        start (str): Local ISO 8601 date-time with the UTC offset in force at that instant, seconds precision.
        end (str): Local ISO 8601 date-time with the UTC offset in force at that instant, seconds precision.
        name_local (str | Unset):
    """

    number: int
    name: AstroGowriPartName
    quality: AstroGowriPartQuality
    start: str
    end: str
    name_local: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        number = self.number

        name = self.name.value

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

        name = AstroGowriPartName(d.pop("name"))

        quality = AstroGowriPartQuality(d.pop("quality"))

        start = d.pop("start")

        end = d.pop("end")

        name_local = d.pop("name_local", UNSET)

        astro_gowri_part = cls(
            number=number,
            name=name,
            quality=quality,
            start=start,
            end=end,
            name_local=name_local,
        )

        astro_gowri_part.additional_properties = d
        return astro_gowri_part

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
