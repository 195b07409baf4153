from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_bhava_madhya_sign import AstroBhavaMadhyaSign
from ..models.astro_bhava_planets_item import AstroBhavaPlanetsItem
from ..types import UNSET, Unset

T = TypeVar("T", bound="AstroBhava")


@_attrs_define
class AstroBhava:
    """
    Attributes:
        number (int):
        start (float): Sandhi where the bhava begins, sidereal degrees.
        madhya (float): Bhava madhya (middle), sidereal degrees.
        end (float): Sandhi where the bhava ends.
        madhya_sign (AstroBhavaMadhyaSign):
        planets (list[AstroBhavaPlanetsItem]):
        madhya_sign_local (str | Unset): Name in the requested language (hi, ta); absent for en.
        planets_local (list[str] | Unset):
    """

    number: int
    start: float
    madhya: float
    end: float
    madhya_sign: AstroBhavaMadhyaSign
    planets: list[AstroBhavaPlanetsItem]
    madhya_sign_local: str | Unset = UNSET
    planets_local: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        number = self.number

        start = self.start

        madhya = self.madhya

        end = self.end

        madhya_sign = self.madhya_sign.value

        planets = []
        for planets_item_data in self.planets:
            planets_item = planets_item_data.value
            planets.append(planets_item)

        madhya_sign_local = self.madhya_sign_local

        planets_local: list[str] | Unset = UNSET
        if not isinstance(self.planets_local, Unset):
            planets_local = self.planets_local

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "number": number,
                "start": start,
                "madhya": madhya,
                "end": end,
                "madhya_sign": madhya_sign,
                "planets": planets,
            }
        )
        if madhya_sign_local is not UNSET:
            field_dict["madhya_sign_local"] = madhya_sign_local
        if planets_local is not UNSET:
            field_dict["planets_local"] = planets_local

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        number = d.pop("number")

        start = d.pop("start")

        madhya = d.pop("madhya")

        end = d.pop("end")

        madhya_sign = AstroBhavaMadhyaSign(d.pop("madhya_sign"))

        planets = []
        _planets = d.pop("planets")
        for planets_item_data in _planets:
            planets_item = AstroBhavaPlanetsItem(planets_item_data)

            planets.append(planets_item)

        madhya_sign_local = d.pop("madhya_sign_local", UNSET)

        planets_local = cast(list[str], d.pop("planets_local", UNSET))

        astro_bhava = cls(
            number=number,
            start=start,
            madhya=madhya,
            end=end,
            madhya_sign=madhya_sign,
            planets=planets,
            madhya_sign_local=madhya_sign_local,
            planets_local=planets_local,
        )

        astro_bhava.additional_properties = d
        return astro_bhava

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
