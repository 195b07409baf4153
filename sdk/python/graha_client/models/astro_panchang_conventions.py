from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AstroPanchangConventions")


@_attrs_define
class AstroPanchangConventions:
    """
    Attributes:
        elements (str):
        rise_set (str):
        periods (str):
    """

    elements: str
    rise_set: str
    periods: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        elements = self.elements

        rise_set = self.rise_set

        periods = self.periods

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "elements": elements,
                "rise_set": rise_set,
                "periods": periods,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        elements = d.pop("elements")

        rise_set = d.pop("rise_set")

        periods = d.pop("periods")

        astro_panchang_conventions = cls(
            elements=elements,
            rise_set=rise_set,
            periods=periods,
        )

        astro_panchang_conventions.additional_properties = d
        return astro_panchang_conventions

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
