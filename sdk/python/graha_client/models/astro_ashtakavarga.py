from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_ashtakavarga_ascendant_sign import AstroAshtakavargaAscendantSign
from ..models.astro_ashtakavarga_language import AstroAshtakavargaLanguage
from ..models.astro_ashtakavarga_signs_item import AstroAshtakavargaSignsItem
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.astro_ashtakavarga_ayanamsa import AstroAshtakavargaAyanamsa
    from ..models.astro_ashtakavarga_lagna import AstroAshtakavargaLagna
    from ..models.astro_ashtakavarga_planet import AstroAshtakavargaPlanet
    from ..models.astro_ashtakavarga_sarvashtakavarga import (
        AstroAshtakavargaSarvashtakavarga,
    )


T = TypeVar("T", bound="AstroAshtakavarga")


@_attrs_define
class AstroAshtakavarga:
    """
    Attributes:
        language (AstroAshtakavargaLanguage):
        ayanamsa (AstroAshtakavargaAyanamsa):
        signs (list[AstroAshtakavargaSignsItem]): Order of every per-sign array (Aries..Pisces).
        ascendant_sign (AstroAshtakavargaAscendantSign):
        planets (list[AstroAshtakavargaPlanet]):
        lagna (AstroAshtakavargaLagna): The lagna's own ashtakavarga (49 bindus; not part of the SAV).
        sarvashtakavarga (AstroAshtakavargaSarvashtakavarga):
        signs_local (list[str] | Unset):
    """

    language: AstroAshtakavargaLanguage
    ayanamsa: AstroAshtakavargaAyanamsa
    signs: list[AstroAshtakavargaSignsItem]
    ascendant_sign: AstroAshtakavargaAscendantSign
    planets: list[AstroAshtakavargaPlanet]
    lagna: AstroAshtakavargaLagna
    sarvashtakavarga: AstroAshtakavargaSarvashtakavarga
    signs_local: list[str] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        language = self.language.value

        ayanamsa = self.ayanamsa.to_dict()

        signs = []
        for signs_item_data in self.signs:
            signs_item = signs_item_data.value
            signs.append(signs_item)

        ascendant_sign = self.ascendant_sign.value

        planets = []
        for planets_item_data in self.planets:
            planets_item = planets_item_data.to_dict()
            planets.append(planets_item)

        lagna = self.lagna.to_dict()

        sarvashtakavarga = self.sarvashtakavarga.to_dict()

        signs_local: list[str] | Unset = UNSET
        if not isinstance(self.signs_local, Unset):
            signs_local = self.signs_local

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "language": language,
                "ayanamsa": ayanamsa,
                "signs": signs,
                "ascendant_sign": ascendant_sign,
                "planets": planets,
                "lagna": lagna,
                "sarvashtakavarga": sarvashtakavarga,
            }
        )
        if signs_local is not UNSET:
            field_dict["signs_local"] = signs_local

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_ashtakavarga_ayanamsa import AstroAshtakavargaAyanamsa
        from ..models.astro_ashtakavarga_lagna import AstroAshtakavargaLagna
        from ..models.astro_ashtakavarga_planet import AstroAshtakavargaPlanet
        from ..models.astro_ashtakavarga_sarvashtakavarga import (
            AstroAshtakavargaSarvashtakavarga,
        )

        d = dict(src_dict)
        language = AstroAshtakavargaLanguage(d.pop("language"))

        ayanamsa = AstroAshtakavargaAyanamsa.from_dict(d.pop("ayanamsa"))

        signs = []
        _signs = d.pop("signs")
        for signs_item_data in _signs:
            signs_item = AstroAshtakavargaSignsItem(signs_item_data)

            signs.append(signs_item)

        ascendant_sign = AstroAshtakavargaAscendantSign(d.pop("ascendant_sign"))

        planets = []
        _planets = d.pop("planets")
        for planets_item_data in _planets:
            planets_item = AstroAshtakavargaPlanet.from_dict(planets_item_data)

            planets.append(planets_item)

        lagna = AstroAshtakavargaLagna.from_dict(d.pop("lagna"))

        sarvashtakavarga = AstroAshtakavargaSarvashtakavarga.from_dict(
            d.pop("sarvashtakavarga")
        )

        signs_local = cast(list[str], d.pop("signs_local", UNSET))

        astro_ashtakavarga = cls(
            language=language,
            ayanamsa=ayanamsa,
            signs=signs,
            ascendant_sign=ascendant_sign,
            planets=planets,
            lagna=lagna,
            sarvashtakavarga=sarvashtakavarga,
            signs_local=signs_local,
        )

        astro_ashtakavarga.additional_properties = d
        return astro_ashtakavarga

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
