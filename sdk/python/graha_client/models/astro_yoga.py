from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_yoga_name import AstroYogaName
from ..models.astro_yoga_strength import AstroYogaStrength

T = TypeVar("T", bound="AstroYoga")


@_attrs_define
class AstroYoga:
    """
    Attributes:
        name (AstroYogaName):
        description (str): In the requested language.
        strength (AstroYogaStrength):
    """

    name: AstroYogaName
    description: str
    strength: AstroYogaStrength
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name.value

        description = self.description

        strength = self.strength.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "description": description,
                "strength": strength,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = AstroYogaName(d.pop("name"))

        description = d.pop("description")

        strength = AstroYogaStrength(d.pop("strength"))

        astro_yoga = cls(
            name=name,
            description=description,
            strength=strength,
        )

        astro_yoga.additional_properties = d
        return astro_yoga

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
