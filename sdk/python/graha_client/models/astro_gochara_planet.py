from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_gochara_planet_effective import AstroGocharaPlanetEffective
from ..models.astro_gochara_planet_name import AstroGocharaPlanetName
from ..models.astro_gochara_planet_sign import AstroGocharaPlanetSign
from ..models.astro_gochara_planet_vedha_by_item import AstroGocharaPlanetVedhaByItem
from ..types import UNSET, Unset

T = TypeVar("T", bound="AstroGocharaPlanet")


@_attrs_define
class AstroGocharaPlanet:
    """
    Attributes:
        name (AstroGocharaPlanetName):
        longitude (float): Sidereal longitude at `at`.
        sign (AstroGocharaPlanetSign):
        retrograde (bool):
        house_from_moon (int):
        house_from_lagna (int):
        favourable (bool): A favourable house from the natal Moon (Phaladeepika ch. 26).
        vedha_by (list[AstroGocharaPlanetVedhaByItem]): Grahas transiting the vedha (obstruction) house.
        effective (AstroGocharaPlanetEffective):
        sav_bindus (int): Natal sarvashtakavarga bindus of the transited sign.
        name_local (str | Unset): Name in the requested language (hi, ta); absent for en.
        sign_local (str | Unset): Name in the requested language (hi, ta); absent for en.
        bindus (int | Unset): The graha's own natal ashtakavarga bindus in the transited sign (seven grahas only).
    """

    name: AstroGocharaPlanetName
    longitude: float
    sign: AstroGocharaPlanetSign
    retrograde: bool
    house_from_moon: int
    house_from_lagna: int
    favourable: bool
    vedha_by: list[AstroGocharaPlanetVedhaByItem]
    effective: AstroGocharaPlanetEffective
    sav_bindus: int
    name_local: str | Unset = UNSET
    sign_local: str | Unset = UNSET
    bindus: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name.value

        longitude = self.longitude

        sign = self.sign.value

        retrograde = self.retrograde

        house_from_moon = self.house_from_moon

        house_from_lagna = self.house_from_lagna

        favourable = self.favourable

        vedha_by = []
        for vedha_by_item_data in self.vedha_by:
            vedha_by_item = vedha_by_item_data.value
            vedha_by.append(vedha_by_item)

        effective = self.effective.value

        sav_bindus = self.sav_bindus

        name_local = self.name_local

        sign_local = self.sign_local

        bindus = self.bindus

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "longitude": longitude,
                "sign": sign,
                "retrograde": retrograde,
                "house_from_moon": house_from_moon,
                "house_from_lagna": house_from_lagna,
                "favourable": favourable,
                "vedha_by": vedha_by,
                "effective": effective,
                "sav_bindus": sav_bindus,
            }
        )
        if name_local is not UNSET:
            field_dict["name_local"] = name_local
        if sign_local is not UNSET:
            field_dict["sign_local"] = sign_local
        if bindus is not UNSET:
            field_dict["bindus"] = bindus

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = AstroGocharaPlanetName(d.pop("name"))

        longitude = d.pop("longitude")

        sign = AstroGocharaPlanetSign(d.pop("sign"))

        retrograde = d.pop("retrograde")

        house_from_moon = d.pop("house_from_moon")

        house_from_lagna = d.pop("house_from_lagna")

        favourable = d.pop("favourable")

        vedha_by = []
        _vedha_by = d.pop("vedha_by")
        for vedha_by_item_data in _vedha_by:
            vedha_by_item = AstroGocharaPlanetVedhaByItem(vedha_by_item_data)

            vedha_by.append(vedha_by_item)

        effective = AstroGocharaPlanetEffective(d.pop("effective"))

        sav_bindus = d.pop("sav_bindus")

        name_local = d.pop("name_local", UNSET)

        sign_local = d.pop("sign_local", UNSET)

        bindus = d.pop("bindus", UNSET)

        astro_gochara_planet = cls(
            name=name,
            longitude=longitude,
            sign=sign,
            retrograde=retrograde,
            house_from_moon=house_from_moon,
            house_from_lagna=house_from_lagna,
            favourable=favourable,
            vedha_by=vedha_by,
            effective=effective,
            sav_bindus=sav_bindus,
            name_local=name_local,
            sign_local=sign_local,
            bindus=bindus,
        )

        astro_gochara_planet.additional_properties = d
        return astro_gochara_planet

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
