from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AstroProgressionsProgressedItem")


@_attrs_define
class AstroProgressionsProgressedItem:
    """
    Attributes:
        name (str):
        longitude (float):
        sign (str):
        degree (float):
        speed (float):
        retrograde (bool):
    """

    name: str
    longitude: float
    sign: str
    degree: float
    speed: float
    retrograde: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        longitude = self.longitude

        sign = self.sign

        degree = self.degree

        speed = self.speed

        retrograde = self.retrograde

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "longitude": longitude,
                "sign": sign,
                "degree": degree,
                "speed": speed,
                "retrograde": retrograde,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        longitude = d.pop("longitude")

        sign = d.pop("sign")

        degree = d.pop("degree")

        speed = d.pop("speed")

        retrograde = d.pop("retrograde")

        astro_progressions_progressed_item = cls(
            name=name,
            longitude=longitude,
            sign=sign,
            degree=degree,
            speed=speed,
            retrograde=retrograde,
        )

        astro_progressions_progressed_item.additional_properties = d
        return astro_progressions_progressed_item

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
