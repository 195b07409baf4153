from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_planet_nakshatra import AstroPlanetNakshatra
from ..models.astro_planet_name import AstroPlanetName
from ..models.astro_planet_sign import AstroPlanetSign
from ..models.astro_planet_star_lord import AstroPlanetStarLord
from ..models.astro_planet_sub_lord import AstroPlanetSubLord
from ..types import UNSET, Unset

T = TypeVar("T", bound="AstroPlanet")


@_attrs_define
class AstroPlanet:
    """
    Attributes:
        name (AstroPlanetName): Sun..Saturn, Rahu, Ketu; western adds Uranus, Neptune, Pluto.
        sign (AstroPlanetSign): Canonical English sign name.
        nakshatra (AstroPlanetNakshatra): Canonical nakshatra name (sidereal).
        pada (int): Quarter of the nakshatra.
        house (int):
        degree (float): Degrees within the sign, 0 <= degree < 30.
        longitude (float): Ecliptic longitude in degrees, 0 <= longitude < 360.
        speed (float): Degrees per day (negative when retrograde).
        retrograde (bool):
        name_local (str | Unset): Localized name, present when language is not en.
        sign_local (str | Unset): Localized name, present when language is not en.
        nakshatra_local (str | Unset): Localized name, present when language is not en.
        star_lord (AstroPlanetStarLord | Unset): KP star lord (system kp only).
        sub_lord (AstroPlanetSubLord | Unset): KP sub lord (system kp only).
    """

    name: AstroPlanetName
    sign: AstroPlanetSign
    nakshatra: AstroPlanetNakshatra
    pada: int
    house: int
    degree: float
    longitude: float
    speed: float
    retrograde: bool
    name_local: str | Unset = UNSET
    sign_local: str | Unset = UNSET
    nakshatra_local: str | Unset = UNSET
    star_lord: AstroPlanetStarLord | Unset = UNSET
    sub_lord: AstroPlanetSubLord | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name.value

        sign = self.sign.value

        nakshatra = self.nakshatra.value

        pada = self.pada

        house = self.house

        degree = self.degree

        longitude = self.longitude

        speed = self.speed

        retrograde = self.retrograde

        name_local = self.name_local

        sign_local = self.sign_local

        nakshatra_local = self.nakshatra_local

        star_lord: str | Unset = UNSET
        if not isinstance(self.star_lord, Unset):
            star_lord = self.star_lord.value

        sub_lord: str | Unset = UNSET
        if not isinstance(self.sub_lord, Unset):
            sub_lord = self.sub_lord.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "sign": sign,
                "nakshatra": nakshatra,
                "pada": pada,
                "house": house,
                "degree": degree,
                "longitude": longitude,
                "speed": speed,
                "retrograde": retrograde,
            }
        )
        if name_local is not UNSET:
            field_dict["name_local"] = name_local
        if sign_local is not UNSET:
            field_dict["sign_local"] = sign_local
        if nakshatra_local is not UNSET:
            field_dict["nakshatra_local"] = nakshatra_local
        if star_lord is not UNSET:
            field_dict["star_lord"] = star_lord
        if sub_lord is not UNSET:
            field_dict["sub_lord"] = sub_lord

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = AstroPlanetName(d.pop("name"))

        sign = AstroPlanetSign(d.pop("sign"))

        nakshatra = AstroPlanetNakshatra(d.pop("nakshatra"))

        pada = d.pop("pada")

        house = d.pop("house")

        degree = d.pop("degree")

        longitude = d.pop("longitude")

        speed = d.pop("speed")

        retrograde = d.pop("retrograde")

        name_local = d.pop("name_local", UNSET)

        sign_local = d.pop("sign_local", UNSET)

        nakshatra_local = d.pop("nakshatra_local", UNSET)

        _star_lord = d.pop("star_lord", UNSET)
        star_lord: AstroPlanetStarLord | Unset
        if isinstance(_star_lord, Unset):
            star_lord = UNSET
        else:
            star_lord = AstroPlanetStarLord(_star_lord)

        _sub_lord = d.pop("sub_lord", UNSET)
        sub_lord: AstroPlanetSubLord | Unset
        if isinstance(_sub_lord, Unset):
            sub_lord = UNSET
        else:
            sub_lord = AstroPlanetSubLord(_sub_lord)

        astro_planet = cls(
            name=name,
            sign=sign,
            nakshatra=nakshatra,
            pada=pada,
            house=house,
            degree=degree,
            longitude=longitude,
            speed=speed,
            retrograde=retrograde,
            name_local=name_local,
            sign_local=sign_local,
            nakshatra_local=nakshatra_local,
            star_lord=star_lord,
            sub_lord=sub_lord,
        )

        astro_planet.additional_properties = d
        return astro_planet

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
