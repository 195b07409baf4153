from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="AstroVarshaphalMuntha")


@_attrs_define
class AstroVarshaphalMuntha:
    """
    Attributes:
        sign (str):
        house (int):
        lord (str):
        rule (str):
        sign_local (str | Unset):
    """

    sign: str
    house: int
    lord: str
    rule: str
    sign_local: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        sign = self.sign

        house = self.house

        lord = self.lord

        rule = self.rule

        sign_local = self.sign_local

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "sign": sign,
                "house": house,
                "lord": lord,
                "rule": rule,
            }
        )
        if sign_local is not UNSET:
            field_dict["sign_local"] = sign_local

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        sign = d.pop("sign")

        house = d.pop("house")

        lord = d.pop("lord")

        rule = d.pop("rule")

        sign_local = d.pop("sign_local", UNSET)

        astro_varshaphal_muntha = cls(
            sign=sign,
            house=house,
            lord=lord,
            rule=rule,
            sign_local=sign_local,
        )

        astro_varshaphal_muntha.additional_properties = d
        return astro_varshaphal_muntha

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
