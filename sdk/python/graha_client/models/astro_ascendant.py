from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_ascendant_nakshatra import AstroAscendantNakshatra
from ..models.astro_ascendant_sign import AstroAscendantSign
from ..models.astro_ascendant_star_lord import AstroAscendantStarLord
from ..models.astro_ascendant_sub_lord import AstroAscendantSubLord
from ..types import UNSET, Unset

T = TypeVar("T", bound="AstroAscendant")


@_attrs_define
class AstroAscendant:
    """
    Attributes:
        sign (AstroAscendantSign): Canonical English sign name.
        degree (float): Degrees within the sign, 0 <= degree < 30.
        longitude (float): Ecliptic longitude in degrees, 0 <= longitude < 360.
        nakshatra (AstroAscendantNakshatra): Canonical nakshatra name (sidereal).
        sign_local (str | Unset): Localized name, present when language is not en.
        nakshatra_local (str | Unset): Localized name, present when language is not en.
        star_lord (AstroAscendantStarLord | Unset): KP star lord (system kp only).
        sub_lord (AstroAscendantSubLord | Unset): KP sub lord (system kp only).
    """

    sign: AstroAscendantSign
    degree: float
    longitude: float
    nakshatra: AstroAscendantNakshatra
    sign_local: str | Unset = UNSET
    nakshatra_local: str | Unset = UNSET
    star_lord: AstroAscendantStarLord | Unset = UNSET
    sub_lord: AstroAscendantSubLord | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        sign = self.sign.value

        degree = self.degree

        longitude = self.longitude

        nakshatra = self.nakshatra.value

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
                "sign": sign,
                "degree": degree,
                "longitude": longitude,
                "nakshatra": nakshatra,
            }
        )
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
        sign = AstroAscendantSign(d.pop("sign"))

        degree = d.pop("degree")

        longitude = d.pop("longitude")

        nakshatra = AstroAscendantNakshatra(d.pop("nakshatra"))

        sign_local = d.pop("sign_local", UNSET)

        nakshatra_local = d.pop("nakshatra_local", UNSET)

        _star_lord = d.pop("star_lord", UNSET)
        star_lord: AstroAscendantStarLord | Unset
        if isinstance(_star_lord, Unset):
            star_lord = UNSET
        else:
            star_lord = AstroAscendantStarLord(_star_lord)

        _sub_lord = d.pop("sub_lord", UNSET)
        sub_lord: AstroAscendantSubLord | Unset
        if isinstance(_sub_lord, Unset):
            sub_lord = UNSET
        else:
            sub_lord = AstroAscendantSubLord(_sub_lord)

        astro_ascendant = cls(
            sign=sign,
            degree=degree,
            longitude=longitude,
            nakshatra=nakshatra,
            sign_local=sign_local,
            nakshatra_local=nakshatra_local,
            star_lord=star_lord,
            sub_lord=sub_lord,
        )

        astro_ascendant.additional_properties = d
        return astro_ascendant

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
