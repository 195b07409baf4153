from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AstroWesternHouse")


@_attrs_define
class AstroWesternHouse:
    """
    Attributes:
        number (int):
        cusp (float):
        sign (str):
        degree (float):
    """

    number: int
    cusp: float
    sign: str
    degree: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        number = self.number

        cusp = self.cusp

        sign = self.sign

        degree = self.degree

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "number": number,
                "cusp": cusp,
                "sign": sign,
                "degree": degree,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        number = d.pop("number")

        cusp = d.pop("cusp")

        sign = d.pop("sign")

        degree = d.pop("degree")

        astro_western_house = cls(
            number=number,
            cusp=cusp,
            sign=sign,
            degree=degree,
        )

        astro_western_house.additional_properties = d
        return astro_western_house

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
