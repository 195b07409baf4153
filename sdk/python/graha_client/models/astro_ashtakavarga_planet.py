from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_ashtakavarga_planet_planet import AstroAshtakavargaPlanetPlanet
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.astro_ashtakavarga_planet_pinda import AstroAshtakavargaPlanetPinda
    from ..models.astro_ashtakavarga_planet_prastara import (
        AstroAshtakavargaPlanetPrastara,
    )


T = TypeVar("T", bound="AstroAshtakavargaPlanet")


@_attrs_define
class AstroAshtakavargaPlanet:
    """
    Attributes:
        planet (AstroAshtakavargaPlanetPlanet):
        bindus (list[int]): Bhinnashtakavarga: bindus per sign, Aries..Pisces (BPHS ch. 66).
        total (int):
        by_house (list[int]): The same bindus by house, from the ascendant's sign.
        prastara (AstroAshtakavargaPlanetPrastara): Per contributor (seven grahas and the lagna), 1 where it gave a
            bindu, per sign.
        trikona_shodhana (list[int]): After trikona reduction (BPHS ch. 67).
        ekadhipatya_shodhana (list[int]): After ekadhipatya reduction (BPHS ch. 68).
        pinda (AstroAshtakavargaPlanetPinda): BPHS ch. 69, from the reduced bindus.
        planet_local (str | Unset): Name in the requested language (hi, ta); absent for en.
    """

    planet: AstroAshtakavargaPlanetPlanet
    bindus: list[int]
    total: int
    by_house: list[int]
    prastara: AstroAshtakavargaPlanetPrastara
    trikona_shodhana: list[int]
    ekadhipatya_shodhana: list[int]
    pinda: AstroAshtakavargaPlanetPinda
    planet_local: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        planet = self.planet.value

        bindus = self.bindus

        total = self.total

        by_house = self.by_house

        prastara = self.prastara.to_dict()

        trikona_shodhana = self.trikona_shodhana

        ekadhipatya_shodhana = self.ekadhipatya_shodhana

        pinda = self.pinda.to_dict()

        planet_local = self.planet_local

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "planet": planet,
                "bindus": bindus,
                "total": total,
                "by_house": by_house,
                "prastara": prastara,
                "trikona_shodhana": trikona_shodhana,
                "ekadhipatya_shodhana": ekadhipatya_shodhana,
                "pinda": pinda,
            }
        )
        if planet_local is not UNSET:
            field_dict["planet_local"] = planet_local

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_ashtakavarga_planet_pinda import (
            AstroAshtakavargaPlanetPinda,
        )
        from ..models.astro_ashtakavarga_planet_prastara import (
            AstroAshtakavargaPlanetPrastara,
        )

        d = dict(src_dict)
        planet = AstroAshtakavargaPlanetPlanet(d.pop("planet"))

        bindus = cast(list[int], d.pop("bindus"))

        total = d.pop("total")

        by_house = cast(list[int], d.pop("by_house"))

        prastara = AstroAshtakavargaPlanetPrastara.from_dict(d.pop("prastara"))

        trikona_shodhana = cast(list[int], d.pop("trikona_shodhana"))

        ekadhipatya_shodhana = cast(list[int], d.pop("ekadhipatya_shodhana"))

        pinda = AstroAshtakavargaPlanetPinda.from_dict(d.pop("pinda"))

        planet_local = d.pop("planet_local", UNSET)

        astro_ashtakavarga_planet = cls(
            planet=planet,
            bindus=bindus,
            total=total,
            by_house=by_house,
            prastara=prastara,
            trikona_shodhana=trikona_shodhana,
            ekadhipatya_shodhana=ekadhipatya_shodhana,
            pinda=pinda,
            planet_local=planet_local,
        )

        astro_ashtakavarga_planet.additional_properties = d
        return astro_ashtakavarga_planet

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
