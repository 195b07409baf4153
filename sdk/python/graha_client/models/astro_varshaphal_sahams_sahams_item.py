from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="AstroVarshaphalSahamsSahamsItem")


@_attrs_define
class AstroVarshaphalSahamsSahamsItem:
    """
    Attributes:
        name (str):
        meaning (str):
        formula (str): The formula applied (already reversed when the return is by night).
        reversed_at_night (bool):
        a (float):
        b (float):
        c (float):
        plus_30 (bool):
        longitude (float):
        sign (str):
        degree_in_sign (float):
        name_local (str | Unset):
    """

    name: str
    meaning: str
    formula: str
    reversed_at_night: bool
    a: float
    b: float
    c: float
    plus_30: bool
    longitude: float
    sign: str
    degree_in_sign: float
    name_local: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        meaning = self.meaning

        formula = self.formula

        reversed_at_night = self.reversed_at_night

        a = self.a

        b = self.b

        c = self.c

        plus_30 = self.plus_30

        longitude = self.longitude

        sign = self.sign

        degree_in_sign = self.degree_in_sign

        name_local = self.name_local

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "meaning": meaning,
                "formula": formula,
                "reversed_at_night": reversed_at_night,
                "a": a,
                "b": b,
                "c": c,
                "plus_30": plus_30,
                "longitude": longitude,
                "sign": sign,
                "degree_in_sign": degree_in_sign,
            }
        )
        if name_local is not UNSET:
            field_dict["name_local"] = name_local

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        meaning = d.pop("meaning")

        formula = d.pop("formula")

        reversed_at_night = d.pop("reversed_at_night")

        a = d.pop("a")

        b = d.pop("b")

        c = d.pop("c")

        plus_30 = d.pop("plus_30")

        longitude = d.pop("longitude")

        sign = d.pop("sign")

        degree_in_sign = d.pop("degree_in_sign")

        name_local = d.pop("name_local", UNSET)

        astro_varshaphal_sahams_sahams_item = cls(
            name=name,
            meaning=meaning,
            formula=formula,
            reversed_at_night=reversed_at_night,
            a=a,
            b=b,
            c=c,
            plus_30=plus_30,
            longitude=longitude,
            sign=sign,
            degree_in_sign=degree_in_sign,
            name_local=name_local,
        )

        astro_varshaphal_sahams_sahams_item.additional_properties = d
        return astro_varshaphal_sahams_sahams_item

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
