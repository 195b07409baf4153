from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_jaimini_ayanamsa_name import AstroJaiminiAyanamsaName

T = TypeVar("T", bound="AstroJaiminiAyanamsa")


@_attrs_define
class AstroJaiminiAyanamsa:
    """
    Attributes:
        name (AstroJaiminiAyanamsaName):
        degrees (float):
    """

    name: AstroJaiminiAyanamsaName
    degrees: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name.value

        degrees = self.degrees

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "degrees": degrees,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = AstroJaiminiAyanamsaName(d.pop("name"))

        degrees = d.pop("degrees")

        astro_jaimini_ayanamsa = cls(
            name=name,
            degrees=degrees,
        )

        astro_jaimini_ayanamsa.additional_properties = d
        return astro_jaimini_ayanamsa

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
