from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_avakahada_tithi_paksha import AstroAvakahadaTithiPaksha
from ..types import UNSET, Unset

T = TypeVar("T", bound="AstroAvakahadaTithi")


@_attrs_define
class AstroAvakahadaTithi:
    """
    Attributes:
        name (str):
        number (int): 1-15 Shukla, 16-30 Krishna paksha.
        paksha (AstroAvakahadaTithiPaksha):
        name_local (str | Unset): Name in the requested language (hi, ta); absent for en.
        paksha_local (str | Unset): Name in the requested language (hi, ta); absent for en.
    """

    name: str
    number: int
    paksha: AstroAvakahadaTithiPaksha
    name_local: str | Unset = UNSET
    paksha_local: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        number = self.number

        paksha = self.paksha.value

        name_local = self.name_local

        paksha_local = self.paksha_local

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "number": number,
                "paksha": paksha,
            }
        )
        if name_local is not UNSET:
            field_dict["name_local"] = name_local
        if paksha_local is not UNSET:
            field_dict["paksha_local"] = paksha_local

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        number = d.pop("number")

        paksha = AstroAvakahadaTithiPaksha(d.pop("paksha"))

        name_local = d.pop("name_local", UNSET)

        paksha_local = d.pop("paksha_local", UNSET)

        astro_avakahada_tithi = cls(
            name=name,
            number=number,
            paksha=paksha,
            name_local=name_local,
            paksha_local=paksha_local,
        )

        astro_avakahada_tithi.additional_properties = d
        return astro_avakahada_tithi

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
