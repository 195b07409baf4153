from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_jaimini_sign import AstroJaiminiSign
from ..types import UNSET, Unset

T = TypeVar("T", bound="AstroJaiminiPoint")


@_attrs_define
class AstroJaiminiPoint:
    """
    Attributes:
        sign (AstroJaiminiSign):
        house_from_lagna (int):
        sign_local (str | Unset):
    """

    sign: AstroJaiminiSign
    house_from_lagna: int
    sign_local: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        sign = self.sign.value

        house_from_lagna = self.house_from_lagna

        sign_local = self.sign_local

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "sign": sign,
                "house_from_lagna": house_from_lagna,
            }
        )
        if sign_local is not UNSET:
            field_dict["sign_local"] = sign_local

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        sign = AstroJaiminiSign(d.pop("sign"))

        house_from_lagna = d.pop("house_from_lagna")

        sign_local = d.pop("sign_local", UNSET)

        astro_jaimini_point = cls(
            sign=sign,
            house_from_lagna=house_from_lagna,
            sign_local=sign_local,
        )

        astro_jaimini_point.additional_properties = d
        return astro_jaimini_point

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
