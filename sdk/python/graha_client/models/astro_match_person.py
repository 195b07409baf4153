from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_match_person_moon_sign import AstroMatchPersonMoonSign
from ..models.astro_match_person_nakshatra import AstroMatchPersonNakshatra

T = TypeVar("T", bound="AstroMatchPerson")


@_attrs_define
class AstroMatchPerson:
    """
    Attributes:
        moon_sign (AstroMatchPersonMoonSign): Canonical English sign name.
        nakshatra (AstroMatchPersonNakshatra): Canonical nakshatra name (sidereal).
        moon_longitude (float): Ecliptic longitude in degrees, 0 <= longitude < 360.
    """

    moon_sign: AstroMatchPersonMoonSign
    nakshatra: AstroMatchPersonNakshatra
    moon_longitude: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        moon_sign = self.moon_sign.value

        nakshatra = self.nakshatra.value

        moon_longitude = self.moon_longitude

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "moon_sign": moon_sign,
                "nakshatra": nakshatra,
                "moon_longitude": moon_longitude,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        moon_sign = AstroMatchPersonMoonSign(d.pop("moon_sign"))

        nakshatra = AstroMatchPersonNakshatra(d.pop("nakshatra"))

        moon_longitude = d.pop("moon_longitude")

        astro_match_person = cls(
            moon_sign=moon_sign,
            nakshatra=nakshatra,
            moon_longitude=moon_longitude,
        )

        astro_match_person.additional_properties = d
        return astro_match_person

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
