from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_dasha_system_timeline_birth_nakshatra import (
    AstroDashaSystemTimelineBirthNakshatra,
)
from ..models.astro_dasha_system_timeline_birth_planet import (
    AstroDashaSystemTimelineBirthPlanet,
)

T = TypeVar("T", bound="AstroDashaSystemTimelineBirth")


@_attrs_define
class AstroDashaSystemTimelineBirth:
    """
    Attributes:
        moon_longitude (float):
        nakshatra (AstroDashaSystemTimelineBirthNakshatra):
        lord (str):
        planet (AstroDashaSystemTimelineBirthPlanet):
        elapsed_fraction (float):
        balance_years (float):
    """

    moon_longitude: float
    nakshatra: AstroDashaSystemTimelineBirthNakshatra
    lord: str
    planet: AstroDashaSystemTimelineBirthPlanet
    elapsed_fraction: float
    balance_years: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        moon_longitude = self.moon_longitude

        nakshatra = self.nakshatra.value

        lord = self.lord

        planet = self.planet.value

        elapsed_fraction = self.elapsed_fraction

        balance_years = self.balance_years

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "moon_longitude": moon_longitude,
                "nakshatra": nakshatra,
                "lord": lord,
                "planet": planet,
                "elapsed_fraction": elapsed_fraction,
                "balance_years": balance_years,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        moon_longitude = d.pop("moon_longitude")

        nakshatra = AstroDashaSystemTimelineBirthNakshatra(d.pop("nakshatra"))

        lord = d.pop("lord")

        planet = AstroDashaSystemTimelineBirthPlanet(d.pop("planet"))

        elapsed_fraction = d.pop("elapsed_fraction")

        balance_years = d.pop("balance_years")

        astro_dasha_system_timeline_birth = cls(
            moon_longitude=moon_longitude,
            nakshatra=nakshatra,
            lord=lord,
            planet=planet,
            elapsed_fraction=elapsed_fraction,
            balance_years=balance_years,
        )

        astro_dasha_system_timeline_birth.additional_properties = d
        return astro_dasha_system_timeline_birth

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
