from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_horoscope_moon_nakshatra import AstroHoroscopeMoonNakshatra
from ..models.astro_horoscope_moon_sign import AstroHoroscopeMoonSign
from ..types import UNSET, Unset

T = TypeVar("T", bound="AstroHoroscopeMoon")


@_attrs_define
class AstroHoroscopeMoon:
    """
    Attributes:
        sign (AstroHoroscopeMoonSign): Canonical English sign name.
        nakshatra (AstroHoroscopeMoonNakshatra): Canonical nakshatra name (sidereal).
        house (int):
        nakshatra_local (str | Unset): Localized name, present when language is not en.
    """

    sign: AstroHoroscopeMoonSign
    nakshatra: AstroHoroscopeMoonNakshatra
    house: int
    nakshatra_local: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        sign = self.sign.value

        nakshatra = self.nakshatra.value

        house = self.house

        nakshatra_local = self.nakshatra_local

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "sign": sign,
                "nakshatra": nakshatra,
                "house": house,
            }
        )
        if nakshatra_local is not UNSET:
            field_dict["nakshatra_local"] = nakshatra_local

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        sign = AstroHoroscopeMoonSign(d.pop("sign"))

        nakshatra = AstroHoroscopeMoonNakshatra(d.pop("nakshatra"))

        house = d.pop("house")

        nakshatra_local = d.pop("nakshatra_local", UNSET)

        astro_horoscope_moon = cls(
            sign=sign,
            nakshatra=nakshatra,
            house=house,
            nakshatra_local=nakshatra_local,
        )

        astro_horoscope_moon.additional_properties = d
        return astro_horoscope_moon

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
