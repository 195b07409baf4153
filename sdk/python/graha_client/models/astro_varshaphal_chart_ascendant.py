from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="AstroVarshaphalChartAscendant")


@_attrs_define
class AstroVarshaphalChartAscendant:
    """
    Attributes:
        longitude (float):
        sign (str):
        degree_in_sign (float):
        lord (str):
        sign_local (str | Unset):
    """

    longitude: float
    sign: str
    degree_in_sign: float
    lord: str
    sign_local: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        longitude = self.longitude

        sign = self.sign

        degree_in_sign = self.degree_in_sign

        lord = self.lord

        sign_local = self.sign_local

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "longitude": longitude,
                "sign": sign,
                "degree_in_sign": degree_in_sign,
                "lord": lord,
            }
        )
        if sign_local is not UNSET:
            field_dict["sign_local"] = sign_local

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        longitude = d.pop("longitude")

        sign = d.pop("sign")

        degree_in_sign = d.pop("degree_in_sign")

        lord = d.pop("lord")

        sign_local = d.pop("sign_local", UNSET)

        astro_varshaphal_chart_ascendant = cls(
            longitude=longitude,
            sign=sign,
            degree_in_sign=degree_in_sign,
            lord=lord,
            sign_local=sign_local,
        )

        astro_varshaphal_chart_ascendant.additional_properties = d
        return astro_varshaphal_chart_ascendant

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
