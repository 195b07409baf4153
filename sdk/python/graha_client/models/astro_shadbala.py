from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_shadbala_language import AstroShadbalaLanguage
from ..models.astro_shadbala_strongest_item import AstroShadbalaStrongestItem

if TYPE_CHECKING:
    from ..models.astro_shadbala_ayanamsa import AstroShadbalaAyanamsa
    from ..models.astro_shadbala_bhavas_item import AstroShadbalaBhavasItem
    from ..models.astro_shadbala_planetary_wars_item import (
        AstroShadbalaPlanetaryWarsItem,
    )
    from ..models.astro_shadbala_planets_item import AstroShadbalaPlanetsItem
    from ..models.astro_shadbala_time_lords import AstroShadbalaTimeLords


T = TypeVar("T", bound="AstroShadbala")


@_attrs_define
class AstroShadbala:
    """
    Attributes:
        language (AstroShadbalaLanguage):
        ayanamsa (AstroShadbalaAyanamsa):
        planets (list[AstroShadbalaPlanetsItem]): Sun..Saturn. Every bala in virupas (shashtiamsas), rounded to 0.01.
        strongest (list[AstroShadbalaStrongestItem]): The seven grahas by ratio, strongest first.
        time_lords (AstroShadbalaTimeLords): Lords of the year, month, weekday and hour of birth (they get 15, 30, 45
            and 60 virupas).
        planetary_wars (list[AstroShadbalaPlanetaryWarsItem]): Pairs of tara grahas within 1 degree of longitude.
        bhavas (list[AstroShadbalaBhavasItem]): Bhava bala of houses 1..12 (Sripati bhava madhyas), virupas.
    """

    language: AstroShadbalaLanguage
    ayanamsa: AstroShadbalaAyanamsa
    planets: list[AstroShadbalaPlanetsItem]
    strongest: list[AstroShadbalaStrongestItem]
    time_lords: AstroShadbalaTimeLords
    planetary_wars: list[AstroShadbalaPlanetaryWarsItem]
    bhavas: list[AstroShadbalaBhavasItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        language = self.language.value

        ayanamsa = self.ayanamsa.to_dict()

        planets = []
        for planets_item_data in self.planets:
            planets_item = planets_item_data.to_dict()
            planets.append(planets_item)

        strongest = []
        for strongest_item_data in self.strongest:
            strongest_item = strongest_item_data.value
            strongest.append(strongest_item)

        time_lords = self.time_lords.to_dict()

        planetary_wars = []
        for planetary_wars_item_data in self.planetary_wars:
            planetary_wars_item = planetary_wars_item_data.to_dict()
            planetary_wars.append(planetary_wars_item)

        bhavas = []
        for bhavas_item_data in self.bhavas:
            bhavas_item = bhavas_item_data.to_dict()
            bhavas.append(bhavas_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "language": language,
                "ayanamsa": ayanamsa,
                "planets": planets,
                "strongest": strongest,
                "time_lords": time_lords,
                "planetary_wars": planetary_wars,
                "bhavas": bhavas,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_shadbala_ayanamsa import AstroShadbalaAyanamsa
        from ..models.astro_shadbala_bhavas_item import AstroShadbalaBhavasItem
        from ..models.astro_shadbala_planetary_wars_item import (
            AstroShadbalaPlanetaryWarsItem,
        )
        from ..models.astro_shadbala_planets_item import AstroShadbalaPlanetsItem
        from ..models.astro_shadbala_time_lords import AstroShadbalaTimeLords

        d = dict(src_dict)
        language = AstroShadbalaLanguage(d.pop("language"))

        ayanamsa = AstroShadbalaAyanamsa.from_dict(d.pop("ayanamsa"))

        planets = []
        _planets = d.pop("planets")
        for planets_item_data in _planets:
            planets_item = AstroShadbalaPlanetsItem.from_dict(planets_item_data)

            planets.append(planets_item)

        strongest = []
        _strongest = d.pop("strongest")
        for strongest_item_data in _strongest:
            strongest_item = AstroShadbalaStrongestItem(strongest_item_data)

            strongest.append(strongest_item)

        time_lords = AstroShadbalaTimeLords.from_dict(d.pop("time_lords"))

        planetary_wars = []
        _planetary_wars = d.pop("planetary_wars")
        for planetary_wars_item_data in _planetary_wars:
            planetary_wars_item = AstroShadbalaPlanetaryWarsItem.from_dict(
                planetary_wars_item_data
            )

            planetary_wars.append(planetary_wars_item)

        bhavas = []
        _bhavas = d.pop("bhavas")
        for bhavas_item_data in _bhavas:
            bhavas_item = AstroShadbalaBhavasItem.from_dict(bhavas_item_data)

            bhavas.append(bhavas_item)

        astro_shadbala = cls(
            language=language,
            ayanamsa=ayanamsa,
            planets=planets,
            strongest=strongest,
            time_lords=time_lords,
            planetary_wars=planetary_wars,
            bhavas=bhavas,
        )

        astro_shadbala.additional_properties = d
        return astro_shadbala

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
