from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_transit_planet import AstroTransitPlanet
from ..models.astro_transit_sign import AstroTransitSign

T = TypeVar("T", bound="AstroTransit")


@_attrs_define
class AstroTransit:
    """
    Attributes:
        planet (AstroTransitPlanet):
        sign (AstroTransitSign): Canonical English sign name.
        house (int): Whole-sign house counted from the requested sign.
        favourable (bool):
        retrograde (bool):
    """

    planet: AstroTransitPlanet
    sign: AstroTransitSign
    house: int
    favourable: bool
    retrograde: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        planet = self.planet.value

        sign = self.sign.value

        house = self.house

        favourable = self.favourable

        retrograde = self.retrograde

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "planet": planet,
                "sign": sign,
                "house": house,
                "favourable": favourable,
                "retrograde": retrograde,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        planet = AstroTransitPlanet(d.pop("planet"))

        sign = AstroTransitSign(d.pop("sign"))

        house = d.pop("house")

        favourable = d.pop("favourable")

        retrograde = d.pop("retrograde")

        astro_transit = cls(
            planet=planet,
            sign=sign,
            house=house,
            favourable=favourable,
            retrograde=retrograde,
        )

        astro_transit.additional_properties = d
        return astro_transit

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
