from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_jaimini_graha import AstroJaiminiGraha
from ..models.astro_jaimini_sign import AstroJaiminiSign
from ..types import UNSET, Unset

T = TypeVar("T", bound="AstroJaiminiRashiDrishtiPlanetsItem")


@_attrs_define
class AstroJaiminiRashiDrishtiPlanetsItem:
    """
    Attributes:
        planet (AstroJaiminiGraha):
        sign (AstroJaiminiSign):
        aspects_signs (list[AstroJaiminiSign]):
        aspects_houses (list[int]):
        aspects_planets (list[AstroJaiminiGraha]):
        planet_local (str | Unset):
    """

    planet: AstroJaiminiGraha
    sign: AstroJaiminiSign
    aspects_signs: list[AstroJaiminiSign]
    aspects_houses: list[int]
    aspects_planets: list[AstroJaiminiGraha]
    planet_local: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        planet = self.planet.value

        sign = self.sign.value

        aspects_signs = []
        for aspects_signs_item_data in self.aspects_signs:
            aspects_signs_item = aspects_signs_item_data.value
            aspects_signs.append(aspects_signs_item)

        aspects_houses = self.aspects_houses

        aspects_planets = []
        for aspects_planets_item_data in self.aspects_planets:
            aspects_planets_item = aspects_planets_item_data.value
            aspects_planets.append(aspects_planets_item)

        planet_local = self.planet_local

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "planet": planet,
                "sign": sign,
                "aspects_signs": aspects_signs,
                "aspects_houses": aspects_houses,
                "aspects_planets": aspects_planets,
            }
        )
        if planet_local is not UNSET:
            field_dict["planet_local"] = planet_local

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        planet = AstroJaiminiGraha(d.pop("planet"))

        sign = AstroJaiminiSign(d.pop("sign"))

        aspects_signs = []
        _aspects_signs = d.pop("aspects_signs")
        for aspects_signs_item_data in _aspects_signs:
            aspects_signs_item = AstroJaiminiSign(aspects_signs_item_data)

            aspects_signs.append(aspects_signs_item)

        aspects_houses = cast(list[int], d.pop("aspects_houses"))

        aspects_planets = []
        _aspects_planets = d.pop("aspects_planets")
        for aspects_planets_item_data in _aspects_planets:
            aspects_planets_item = AstroJaiminiGraha(aspects_planets_item_data)

            aspects_planets.append(aspects_planets_item)

        planet_local = d.pop("planet_local", UNSET)

        astro_jaimini_rashi_drishti_planets_item = cls(
            planet=planet,
            sign=sign,
            aspects_signs=aspects_signs,
            aspects_houses=aspects_houses,
            aspects_planets=aspects_planets,
            planet_local=planet_local,
        )

        astro_jaimini_rashi_drishti_planets_item.additional_properties = d
        return astro_jaimini_rashi_drishti_planets_item

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
