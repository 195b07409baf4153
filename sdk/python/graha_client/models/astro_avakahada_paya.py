from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_avakahada_paya_name import AstroAvakahadaPayaName
from ..types import UNSET, Unset

T = TypeVar("T", bound="AstroAvakahadaPaya")


@_attrs_define
class AstroAvakahadaPaya:
    """Moon's house from the lagna: 1, 6, 11 Gold; 2, 5, 9 Silver; 3, 7, 10 Copper; 4, 8, 12 Iron.

    Attributes:
        name (AstroAvakahadaPayaName):
        moon_house (int):
        name_local (str | Unset): Name in the requested language (hi, ta); absent for en.
    """

    name: AstroAvakahadaPayaName
    moon_house: int
    name_local: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name.value

        moon_house = self.moon_house

        name_local = self.name_local

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "moon_house": moon_house,
            }
        )
        if name_local is not UNSET:
            field_dict["name_local"] = name_local

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = AstroAvakahadaPayaName(d.pop("name"))

        moon_house = d.pop("moon_house")

        name_local = d.pop("name_local", UNSET)

        astro_avakahada_paya = cls(
            name=name,
            moon_house=moon_house,
            name_local=name_local,
        )

        astro_avakahada_paya.additional_properties = d
        return astro_avakahada_paya

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
