from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_kp_graha import AstroKpGraha
from ..models.astro_kp_point_nakshatra import AstroKpPointNakshatra
from ..models.astro_kp_point_sign import AstroKpPointSign
from ..types import UNSET, Unset

T = TypeVar("T", bound="AstroKpPoint")


@_attrs_define
class AstroKpPoint:
    """A point of the KP chart (cusp, planet, Moon or lagna) with its four lords, Krishnamurti sidereal.

    Attributes:
        longitude (float): Sidereal ecliptic longitude, degrees.
        sign (AstroKpPointSign):
        degree (float): Degrees within the sign.
        position (str): Degrees within the sign as D°MM'SS". Example: 2°00'05".
        nakshatra (AstroKpPointNakshatra):
        sign_lord (AstroKpGraha): One of the nine grahas (canonical English name; see graha_names_local for hi/ta).
        star_lord (AstroKpGraha): One of the nine grahas (canonical English name; see graha_names_local for hi/ta).
        sub_lord (AstroKpGraha): One of the nine grahas (canonical English name; see graha_names_local for hi/ta).
        sub_sub_lord (AstroKpGraha): One of the nine grahas (canonical English name; see graha_names_local for hi/ta).
        sub_number (int): Row of the 249-sub table holding the point (the horary number whose ascendant starts that
            row).
        sign_local (str | Unset): Localized name, present when language is not en.
        nakshatra_local (str | Unset): Localized name, present when language is not en.
    """

    longitude: float
    sign: AstroKpPointSign
    degree: float
    position: str
    nakshatra: AstroKpPointNakshatra
    sign_lord: AstroKpGraha
    star_lord: AstroKpGraha
    sub_lord: AstroKpGraha
    sub_sub_lord: AstroKpGraha
    sub_number: int
    sign_local: str | Unset = UNSET
    nakshatra_local: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        longitude = self.longitude

        sign = self.sign.value

        degree = self.degree

        position = self.position

        nakshatra = self.nakshatra.value

        sign_lord = self.sign_lord.value

        star_lord = self.star_lord.value

        sub_lord = self.sub_lord.value

        sub_sub_lord = self.sub_sub_lord.value

        sub_number = self.sub_number

        sign_local = self.sign_local

        nakshatra_local = self.nakshatra_local

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "longitude": longitude,
                "sign": sign,
                "degree": degree,
                "position": position,
                "nakshatra": nakshatra,
                "sign_lord": sign_lord,
                "star_lord": star_lord,
                "sub_lord": sub_lord,
                "sub_sub_lord": sub_sub_lord,
                "sub_number": sub_number,
            }
        )
        if sign_local is not UNSET:
            field_dict["sign_local"] = sign_local
        if nakshatra_local is not UNSET:
            field_dict["nakshatra_local"] = nakshatra_local

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        longitude = d.pop("longitude")

        sign = AstroKpPointSign(d.pop("sign"))

        degree = d.pop("degree")

        position = d.pop("position")

        nakshatra = AstroKpPointNakshatra(d.pop("nakshatra"))

        sign_lord = AstroKpGraha(d.pop("sign_lord"))

        star_lord = AstroKpGraha(d.pop("star_lord"))

        sub_lord = AstroKpGraha(d.pop("sub_lord"))

        sub_sub_lord = AstroKpGraha(d.pop("sub_sub_lord"))

        sub_number = d.pop("sub_number")

        sign_local = d.pop("sign_local", UNSET)

        nakshatra_local = d.pop("nakshatra_local", UNSET)

        astro_kp_point = cls(
            longitude=longitude,
            sign=sign,
            degree=degree,
            position=position,
            nakshatra=nakshatra,
            sign_lord=sign_lord,
            star_lord=star_lord,
            sub_lord=sub_lord,
            sub_sub_lord=sub_sub_lord,
            sub_number=sub_number,
            sign_local=sign_local,
            nakshatra_local=nakshatra_local,
        )

        astro_kp_point.additional_properties = d
        return astro_kp_point

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
