from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AstroProgressionsSolarArcItem")


@_attrs_define
class AstroProgressionsSolarArcItem:
    """
    Attributes:
        name (str):
        longitude (float):
        sign (str):
        degree (float):
    """

    name: str
    longitude: float
    sign: str
    degree: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        longitude = self.longitude

        sign = self.sign

        degree = self.degree

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "longitude": longitude,
                "sign": sign,
                "degree": degree,
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

        astro_progressions_solar_arc_item = cls(
            name=name,
            longitude=longitude,
            sign=sign,
            degree=degree,
        )

        astro_progressions_solar_arc_item.additional_properties = d
        return astro_progressions_solar_arc_item

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
