from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_shadbala_planets_item_planet import AstroShadbalaPlanetsItemPlanet
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.astro_shadbala_planets_item_kala import AstroShadbalaPlanetsItemKala
    from ..models.astro_shadbala_planets_item_sthana import (
        AstroShadbalaPlanetsItemSthana,
    )


T = TypeVar("T", bound="AstroShadbalaPlanetsItem")


@_attrs_define
class AstroShadbalaPlanetsItem:
    """
    Attributes:
        planet (AstroShadbalaPlanetsItemPlanet):
        sthana (AstroShadbalaPlanetsItemSthana): Positional strength (BPHS 27.1-7).
        dig (float): Directional strength (BPHS 27.8-9), 0..60.
        kala (AstroShadbalaPlanetsItemKala): Temporal strength (BPHS 27.10-16); yuddha is negative for the loser of a
            planetary war.
        cheshta (float): Motional strength of Mars, Mercury, Jupiter, Venus and Saturn (BPHS 27.17-20); 0 for the Sun
            and the Moon.
        naisargika (float): Natural strength (BPHS 27.21-22).
        drik (float): Aspectual strength (BPHS 27.23-24), may be negative.
        total (float): Shadbala, virupas.
        rupas (float): Shadbala in rupas (total / 60), rounded to 0.001.
        required_rupas (float): Minimum for the graha to be strong (BPHS 27.35-36).
        ratio (float): rupas / required_rupas, rounded to 0.001.
        rank (int): 1 = highest ratio.
        ishta_phala (float): sqrt(uchcha x cheshta), 0..60.
        kashta_phala (float): sqrt((60 - uchcha) x (60 - cheshta)), 0..60.
        planet_local (str | Unset):
    """

    planet: AstroShadbalaPlanetsItemPlanet
    sthana: AstroShadbalaPlanetsItemSthana
    dig: float
    kala: AstroShadbalaPlanetsItemKala
    cheshta: float
    naisargika: float
    drik: float
    total: float
    rupas: float
    required_rupas: float
    ratio: float
    rank: int
    ishta_phala: float
    kashta_phala: float
    planet_local: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        planet = self.planet.value

        sthana = self.sthana.to_dict()

        dig = self.dig

        kala = self.kala.to_dict()

        cheshta = self.cheshta

        naisargika = self.naisargika

        drik = self.drik

        total = self.total

        rupas = self.rupas

        required_rupas = self.required_rupas

        ratio = self.ratio

        rank = self.rank

        ishta_phala = self.ishta_phala

        kashta_phala = self.kashta_phala

        planet_local = self.planet_local

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "planet": planet,
                "sthana": sthana,
                "dig": dig,
                "kala": kala,
                "cheshta": cheshta,
                "naisargika": naisargika,
                "drik": drik,
                "total": total,
                "rupas": rupas,
                "required_rupas": required_rupas,
                "ratio": ratio,
                "rank": rank,
                "ishta_phala": ishta_phala,
                "kashta_phala": kashta_phala,
            }
        )
        if planet_local is not UNSET:
            field_dict["planet_local"] = planet_local

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_shadbala_planets_item_kala import (
            AstroShadbalaPlanetsItemKala,
        )
        from ..models.astro_shadbala_planets_item_sthana import (
            AstroShadbalaPlanetsItemSthana,
        )

        d = dict(src_dict)
        planet = AstroShadbalaPlanetsItemPlanet(d.pop("planet"))

        sthana = AstroShadbalaPlanetsItemSthana.from_dict(d.pop("sthana"))

        dig = d.pop("dig")

        kala = AstroShadbalaPlanetsItemKala.from_dict(d.pop("kala"))

        cheshta = d.pop("cheshta")

        naisargika = d.pop("naisargika")

        drik = d.pop("drik")

        total = d.pop("total")

        rupas = d.pop("rupas")

        required_rupas = d.pop("required_rupas")

        ratio = d.pop("ratio")

        rank = d.pop("rank")

        ishta_phala = d.pop("ishta_phala")

        kashta_phala = d.pop("kashta_phala")

        planet_local = d.pop("planet_local", UNSET)

        astro_shadbala_planets_item = cls(
            planet=planet,
            sthana=sthana,
            dig=dig,
            kala=kala,
            cheshta=cheshta,
            naisargika=naisargika,
            drik=drik,
            total=total,
            rupas=rupas,
            required_rupas=required_rupas,
            ratio=ratio,
            rank=rank,
            ishta_phala=ishta_phala,
            kashta_phala=kashta_phala,
            planet_local=planet_local,
        )

        astro_shadbala_planets_item.additional_properties = d
        return astro_shadbala_planets_item

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
