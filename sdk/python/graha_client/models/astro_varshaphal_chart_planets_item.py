from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="AstroVarshaphalChartPlanetsItem")


@_attrs_define
class AstroVarshaphalChartPlanetsItem:
    """
    Attributes:
        planet (str):
        longitude (float):
        sign (str):
        degree_in_sign (float):
        house (int):
        speed (float):
        retrograde (bool):
        planet_local (str | Unset):
        sign_local (str | Unset):
    """

    planet: str
    longitude: float
    sign: str
    degree_in_sign: float
    house: int
    speed: float
    retrograde: bool
    planet_local: str | Unset = UNSET
    sign_local: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        planet = self.planet

        longitude = self.longitude

        sign = self.sign

        degree_in_sign = self.degree_in_sign

        house = self.house

        speed = self.speed

        retrograde = self.retrograde

        planet_local = self.planet_local

        sign_local = self.sign_local

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "planet": planet,
                "longitude": longitude,
                "sign": sign,
                "degree_in_sign": degree_in_sign,
                "house": house,
                "speed": speed,
                "retrograde": retrograde,
            }
        )
        if planet_local is not UNSET:
            field_dict["planet_local"] = planet_local
        if sign_local is not UNSET:
            field_dict["sign_local"] = sign_local

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        planet = d.pop("planet")

        longitude = d.pop("longitude")

        sign = d.pop("sign")

        degree_in_sign = d.pop("degree_in_sign")

        house = d.pop("house")

        speed = d.pop("speed")

        retrograde = d.pop("retrograde")

        planet_local = d.pop("planet_local", UNSET)

        sign_local = d.pop("sign_local", UNSET)

        astro_varshaphal_chart_planets_item = cls(
            planet=planet,
            longitude=longitude,
            sign=sign,
            degree_in_sign=degree_in_sign,
            house=house,
            speed=speed,
            retrograde=retrograde,
            planet_local=planet_local,
            sign_local=sign_local,
        )

        astro_varshaphal_chart_planets_item.additional_properties = d
        return astro_varshaphal_chart_planets_item

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
