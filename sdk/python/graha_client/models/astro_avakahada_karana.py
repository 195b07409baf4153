from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="AstroAvakahadaKarana")


@_attrs_define
class AstroAvakahadaKarana:
    """
    Attributes:
        name (str):
        number (int): Half-tithi of the lunar month, 1 = first half of Shukla Pratipada.
        name_local (str | Unset): Name in the requested language (hi, ta); absent for en.
    """

    name: str
    number: int
    name_local: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        number = self.number

        name_local = self.name_local

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "number": number,
            }
        )
        if name_local is not UNSET:
            field_dict["name_local"] = name_local

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        number = d.pop("number")

        name_local = d.pop("name_local", UNSET)

        astro_avakahada_karana = cls(
            name=name,
            number=number,
            name_local=name_local,
        )

        astro_avakahada_karana.additional_properties = d
        return astro_avakahada_karana

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
