from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_jaimini_graha import AstroJaiminiGraha
from ..models.astro_jaimini_sign import AstroJaiminiSign
from ..types import UNSET, Unset

T = TypeVar("T", bound="AstroJaiminiKarakamsa")


@_attrs_define
class AstroJaiminiKarakamsa:
    """
    Attributes:
        planet (AstroJaiminiGraha):
        sign (AstroJaiminiSign):
        house_from_lagna (int):
        navamsa_lagna (AstroJaiminiSign):
        house_from_navamsa_lagna (int):
        planet_local (str | Unset):
        sign_local (str | Unset):
    """

    planet: AstroJaiminiGraha
    sign: AstroJaiminiSign
    house_from_lagna: int
    navamsa_lagna: AstroJaiminiSign
    house_from_navamsa_lagna: int
    planet_local: str | Unset = UNSET
    sign_local: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        planet = self.planet.value

        sign = self.sign.value

        house_from_lagna = self.house_from_lagna

        navamsa_lagna = self.navamsa_lagna.value

        house_from_navamsa_lagna = self.house_from_navamsa_lagna

        planet_local = self.planet_local

        sign_local = self.sign_local

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "planet": planet,
                "sign": sign,
                "house_from_lagna": house_from_lagna,
                "navamsa_lagna": navamsa_lagna,
                "house_from_navamsa_lagna": house_from_navamsa_lagna,
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
        planet = AstroJaiminiGraha(d.pop("planet"))

        sign = AstroJaiminiSign(d.pop("sign"))

        house_from_lagna = d.pop("house_from_lagna")

        navamsa_lagna = AstroJaiminiSign(d.pop("navamsa_lagna"))

        house_from_navamsa_lagna = d.pop("house_from_navamsa_lagna")

        planet_local = d.pop("planet_local", UNSET)

        sign_local = d.pop("sign_local", UNSET)

        astro_jaimini_karakamsa = cls(
            planet=planet,
            sign=sign,
            house_from_lagna=house_from_lagna,
            navamsa_lagna=navamsa_lagna,
            house_from_navamsa_lagna=house_from_navamsa_lagna,
            planet_local=planet_local,
            sign_local=sign_local,
        )

        astro_jaimini_karakamsa.additional_properties = d
        return astro_jaimini_karakamsa

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
