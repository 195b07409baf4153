from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_varshaphal_language import AstroVarshaphalLanguage

if TYPE_CHECKING:
    from ..models.astro_varshaphal_ayanamsa import AstroVarshaphalAyanamsa
    from ..models.astro_varshaphal_chart import AstroVarshaphalChart
    from ..models.astro_varshaphal_mudda_dasha import AstroVarshaphalMuddaDasha
    from ..models.astro_varshaphal_muntha import AstroVarshaphalMuntha
    from ..models.astro_varshaphal_natal import AstroVarshaphalNatal
    from ..models.astro_varshaphal_sahams import AstroVarshaphalSahams
    from ..models.astro_varshaphal_solar_return import AstroVarshaphalSolarReturn
    from ..models.astro_varshaphal_tajika_aspects import AstroVarshaphalTajikaAspects
    from ..models.astro_varshaphal_tajika_yogas import AstroVarshaphalTajikaYogas
    from ..models.astro_varshaphal_year_lord import AstroVarshaphalYearLord


T = TypeVar("T", bound="AstroVarshaphal")


@_attrs_define
class AstroVarshaphal:
    """Varshaphal (Tajika annual chart) of one year; each block states its rule.

    Attributes:
        language (AstroVarshaphalLanguage):
        ayanamsa (AstroVarshaphalAyanamsa):
        year (int): Calendar year of the return.
        age (int): Completed years at the return.
        year_of_life (int): age + 1.
        natal (AstroVarshaphalNatal):
        solar_return (AstroVarshaphalSolarReturn):
        chart (AstroVarshaphalChart):
        muntha (AstroVarshaphalMuntha):
        year_lord (AstroVarshaphalYearLord):
        tajika_aspects (AstroVarshaphalTajikaAspects):
        tajika_yogas (AstroVarshaphalTajikaYogas):
        sahams (AstroVarshaphalSahams):
        mudda_dasha (AstroVarshaphalMuddaDasha):
    """

    language: AstroVarshaphalLanguage
    ayanamsa: AstroVarshaphalAyanamsa
    year: int
    age: int
    year_of_life: int
    natal: AstroVarshaphalNatal
    solar_return: AstroVarshaphalSolarReturn
    chart: AstroVarshaphalChart
    muntha: AstroVarshaphalMuntha
    year_lord: AstroVarshaphalYearLord
    tajika_aspects: AstroVarshaphalTajikaAspects
    tajika_yogas: AstroVarshaphalTajikaYogas
    sahams: AstroVarshaphalSahams
    mudda_dasha: AstroVarshaphalMuddaDasha
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        language = self.language.value

        ayanamsa = self.ayanamsa.to_dict()

        year = self.year

        age = self.age

        year_of_life = self.year_of_life

        natal = self.natal.to_dict()

        solar_return = self.solar_return.to_dict()

        chart = self.chart.to_dict()

        muntha = self.muntha.to_dict()

        year_lord = self.year_lord.to_dict()

        tajika_aspects = self.tajika_aspects.to_dict()

        tajika_yogas = self.tajika_yogas.to_dict()

        sahams = self.sahams.to_dict()

        mudda_dasha = self.mudda_dasha.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "language": language,
                "ayanamsa": ayanamsa,
                "year": year,
                "age": age,
                "year_of_life": year_of_life,
                "natal": natal,
                "solar_return": solar_return,
                "chart": chart,
                "muntha": muntha,
                "year_lord": year_lord,
                "tajika_aspects": tajika_aspects,
                "tajika_yogas": tajika_yogas,
                "sahams": sahams,
                "mudda_dasha": mudda_dasha,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_varshaphal_ayanamsa import AstroVarshaphalAyanamsa
        from ..models.astro_varshaphal_chart import AstroVarshaphalChart
        from ..models.astro_varshaphal_mudda_dasha import AstroVarshaphalMuddaDasha
        from ..models.astro_varshaphal_muntha import AstroVarshaphalMuntha
        from ..models.astro_varshaphal_natal import AstroVarshaphalNatal
        from ..models.astro_varshaphal_sahams import AstroVarshaphalSahams
        from ..models.astro_varshaphal_solar_return import AstroVarshaphalSolarReturn
        from ..models.astro_varshaphal_tajika_aspects import (
            AstroVarshaphalTajikaAspects,
        )
        from ..models.astro_varshaphal_tajika_yogas import AstroVarshaphalTajikaYogas
        from ..models.astro_varshaphal_year_lord import AstroVarshaphalYearLord

        d = dict(src_dict)
        language = AstroVarshaphalLanguage(d.pop("language"))

        ayanamsa = AstroVarshaphalAyanamsa.from_dict(d.pop("ayanamsa"))

        year = d.pop("year")

        age = d.pop("age")

        year_of_life = d.pop("year_of_life")

        natal = AstroVarshaphalNatal.from_dict(d.pop("natal"))

        solar_return = AstroVarshaphalSolarReturn.from_dict(d.pop("solar_return"))

        chart = AstroVarshaphalChart.from_dict(d.pop("chart"))

        muntha = AstroVarshaphalMuntha.from_dict(d.pop("muntha"))

        year_lord = AstroVarshaphalYearLord.from_dict(d.pop("year_lord"))

        tajika_aspects = AstroVarshaphalTajikaAspects.from_dict(d.pop("tajika_aspects"))

        tajika_yogas = AstroVarshaphalTajikaYogas.from_dict(d.pop("tajika_yogas"))

        sahams = AstroVarshaphalSahams.from_dict(d.pop("sahams"))

        mudda_dasha = AstroVarshaphalMuddaDasha.from_dict(d.pop("mudda_dasha"))

        astro_varshaphal = cls(
            language=language,
            ayanamsa=ayanamsa,
            year=year,
            age=age,
            year_of_life=year_of_life,
            natal=natal,
            solar_return=solar_return,
            chart=chart,
            muntha=muntha,
            year_lord=year_lord,
            tajika_aspects=tajika_aspects,
            tajika_yogas=tajika_yogas,
            sahams=sahams,
            mudda_dasha=mudda_dasha,
        )

        astro_varshaphal.additional_properties = d
        return astro_varshaphal

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
