from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_jaimini_chara_karakas_item_abbreviation import (
    AstroJaiminiCharaKarakasItemAbbreviation,
)
from ..models.astro_jaimini_chara_karakas_item_karaka import (
    AstroJaiminiCharaKarakasItemKaraka,
)
from ..models.astro_jaimini_graha import AstroJaiminiGraha
from ..models.astro_jaimini_sign import AstroJaiminiSign
from ..types import UNSET, Unset

T = TypeVar("T", bound="AstroJaiminiCharaKarakasItem")


@_attrs_define
class AstroJaiminiCharaKarakasItem:
    """
    Attributes:
        karaka (AstroJaiminiCharaKarakasItemKaraka):
        abbreviation (AstroJaiminiCharaKarakasItemAbbreviation):
        signifies (str):
        planet (AstroJaiminiGraha):
        sign (AstroJaiminiSign):
        house (int): Whole-sign house from the lagna.
        degree_in_sign (float):
        karaka_degree (float): The degree the ranking uses (Rahu's is 30° minus its degree in sign).
        karaka_local (str | Unset):
        planet_local (str | Unset):
        sign_local (str | Unset):
    """

    karaka: AstroJaiminiCharaKarakasItemKaraka
    abbreviation: AstroJaiminiCharaKarakasItemAbbreviation
    signifies: str
    planet: AstroJaiminiGraha
    sign: AstroJaiminiSign
    house: int
    degree_in_sign: float
    karaka_degree: float
    karaka_local: str | Unset = UNSET
    planet_local: str | Unset = UNSET
    sign_local: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        karaka = self.karaka.value

        abbreviation = self.abbreviation.value

        signifies = self.signifies

        planet = self.planet.value

        sign = self.sign.value

        house = self.house

        degree_in_sign = self.degree_in_sign

        karaka_degree = self.karaka_degree

        karaka_local = self.karaka_local

        planet_local = self.planet_local

        sign_local = self.sign_local

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "karaka": karaka,
                "abbreviation": abbreviation,
                "signifies": signifies,
                "planet": planet,
                "sign": sign,
                "house": house,
                "degree_in_sign": degree_in_sign,
                "karaka_degree": karaka_degree,
            }
        )
        if karaka_local is not UNSET:
            field_dict["karaka_local"] = karaka_local
        if planet_local is not UNSET:
            field_dict["planet_local"] = planet_local
        if sign_local is not UNSET:
            field_dict["sign_local"] = sign_local

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        karaka = AstroJaiminiCharaKarakasItemKaraka(d.pop("karaka"))

        abbreviation = AstroJaiminiCharaKarakasItemAbbreviation(d.pop("abbreviation"))

        signifies = d.pop("signifies")

        planet = AstroJaiminiGraha(d.pop("planet"))

        sign = AstroJaiminiSign(d.pop("sign"))

        house = d.pop("house")

        degree_in_sign = d.pop("degree_in_sign")

        karaka_degree = d.pop("karaka_degree")

        karaka_local = d.pop("karaka_local", UNSET)

        planet_local = d.pop("planet_local", UNSET)

        sign_local = d.pop("sign_local", UNSET)

        astro_jaimini_chara_karakas_item = cls(
            karaka=karaka,
            abbreviation=abbreviation,
            signifies=signifies,
            planet=planet,
            sign=sign,
            house=house,
            degree_in_sign=degree_in_sign,
            karaka_degree=karaka_degree,
            karaka_local=karaka_local,
            planet_local=planet_local,
            sign_local=sign_local,
        )

        astro_jaimini_chara_karakas_item.additional_properties = d
        return astro_jaimini_chara_karakas_item

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
