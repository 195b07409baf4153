from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_varga_planet_lord import AstroVargaPlanetLord
from ..models.astro_varga_planet_name import AstroVargaPlanetName
from ..models.astro_varga_planet_sign import AstroVargaPlanetSign
from ..types import UNSET, Unset

T = TypeVar("T", bound="AstroVargaPlanet")


@_attrs_define
class AstroVargaPlanet:
    """
    Attributes:
        name (AstroVargaPlanetName):
        sign (AstroVargaPlanetSign):
        part (int): Which division of the natal sign (1-based).
        house (int): Whole-sign house from the varga ascendant.
        vargottama (bool): Same sign in this varga as in D1 (always false in D1).
        name_local (str | Unset): Name in the requested language (hi, ta); absent for en.
        sign_local (str | Unset): Name in the requested language (hi, ta); absent for en.
        deity (str | Unset): Deity (lord) of the amsha where BPHS ch. 6 names one.
        lord (AstroVargaPlanetLord | Unset): Ruler of the D2 hora or the D30 trimsamsa (parashara convention).
    """

    name: AstroVargaPlanetName
    sign: AstroVargaPlanetSign
    part: int
    house: int
    vargottama: bool
    name_local: str | Unset = UNSET
    sign_local: str | Unset = UNSET
    deity: str | Unset = UNSET
    lord: AstroVargaPlanetLord | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name.value

        sign = self.sign.value

        part = self.part

        house = self.house

        vargottama = self.vargottama

        name_local = self.name_local

        sign_local = self.sign_local

        deity = self.deity

        lord: str | Unset = UNSET
        if not isinstance(self.lord, Unset):
            lord = self.lord.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "sign": sign,
                "part": part,
                "house": house,
                "vargottama": vargottama,
            }
        )
        if name_local is not UNSET:
            field_dict["name_local"] = name_local
        if sign_local is not UNSET:
            field_dict["sign_local"] = sign_local
        if deity is not UNSET:
            field_dict["deity"] = deity
        if lord is not UNSET:
            field_dict["lord"] = lord

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = AstroVargaPlanetName(d.pop("name"))

        sign = AstroVargaPlanetSign(d.pop("sign"))

        part = d.pop("part")

        house = d.pop("house")

        vargottama = d.pop("vargottama")

        name_local = d.pop("name_local", UNSET)

        sign_local = d.pop("sign_local", UNSET)

        deity = d.pop("deity", UNSET)

        _lord = d.pop("lord", UNSET)
        lord: AstroVargaPlanetLord | Unset
        if isinstance(_lord, Unset):
            lord = UNSET
        else:
            lord = AstroVargaPlanetLord(_lord)

        astro_varga_planet = cls(
            name=name,
            sign=sign,
            part=part,
            house=house,
            vargottama=vargottama,
            name_local=name_local,
            sign_local=sign_local,
            deity=deity,
            lord=lord,
        )

        astro_varga_planet.additional_properties = d
        return astro_varga_planet

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
