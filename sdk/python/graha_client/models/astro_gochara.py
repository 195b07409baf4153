from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_gochara_language import AstroGocharaLanguage
from ..models.astro_gochara_natal_lagna import AstroGocharaNatalLagna
from ..models.astro_gochara_natal_moon_sign import AstroGocharaNatalMoonSign

if TYPE_CHECKING:
    from ..models.astro_gochara_ayanamsa import AstroGocharaAyanamsa
    from ..models.astro_gochara_planet import AstroGocharaPlanet


T = TypeVar("T", bound="AstroGochara")


@_attrs_define
class AstroGochara:
    """
    Attributes:
        language (AstroGocharaLanguage):
        ayanamsa (AstroGocharaAyanamsa):
        at (datetime.datetime):
        natal_moon_sign (AstroGocharaNatalMoonSign):
        natal_lagna (AstroGocharaNatalLagna):
        planets (list[AstroGocharaPlanet]):
    """

    language: AstroGocharaLanguage
    ayanamsa: AstroGocharaAyanamsa
    at: datetime.datetime
    natal_moon_sign: AstroGocharaNatalMoonSign
    natal_lagna: AstroGocharaNatalLagna
    planets: list[AstroGocharaPlanet]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        language = self.language.value

        ayanamsa = self.ayanamsa.to_dict()

        at = self.at.isoformat()

        natal_moon_sign = self.natal_moon_sign.value

        natal_lagna = self.natal_lagna.value

        planets = []
        for planets_item_data in self.planets:
            planets_item = planets_item_data.to_dict()
            planets.append(planets_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "language": language,
                "ayanamsa": ayanamsa,
                "at": at,
                "natal_moon_sign": natal_moon_sign,
                "natal_lagna": natal_lagna,
                "planets": planets,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_gochara_ayanamsa import AstroGocharaAyanamsa
        from ..models.astro_gochara_planet import AstroGocharaPlanet

        d = dict(src_dict)
        language = AstroGocharaLanguage(d.pop("language"))

        ayanamsa = AstroGocharaAyanamsa.from_dict(d.pop("ayanamsa"))

        at = datetime.datetime.fromisoformat(d.pop("at"))

        natal_moon_sign = AstroGocharaNatalMoonSign(d.pop("natal_moon_sign"))

        natal_lagna = AstroGocharaNatalLagna(d.pop("natal_lagna"))

        planets = []
        _planets = d.pop("planets")
        for planets_item_data in _planets:
            planets_item = AstroGocharaPlanet.from_dict(planets_item_data)

            planets.append(planets_item)

        astro_gochara = cls(
            language=language,
            ayanamsa=ayanamsa,
            at=at,
            natal_moon_sign=natal_moon_sign,
            natal_lagna=natal_lagna,
            planets=planets,
        )

        astro_gochara.additional_properties = d
        return astro_gochara

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
