from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_varga_chart_chart import AstroVargaChartChart
from ..models.astro_varga_chart_convention import AstroVargaChartConvention
from ..models.astro_varga_chart_vargottama_item import AstroVargaChartVargottamaItem
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.astro_varga_placement import AstroVargaPlacement
    from ..models.astro_varga_planet import AstroVargaPlanet


T = TypeVar("T", bound="AstroVargaChart")


@_attrs_define
class AstroVargaChart:
    """One divisional chart (BPHS ch. 6), from sidereal (Lahiri) longitudes.

    Attributes:
        chart (AstroVargaChartChart):
        name (str):
        signifies (str): What the varga is read for (BPHS ch. 7).
        convention (AstroVargaChartConvention): Rule used (the hora, drekkana, trimsamsa option for D2, D3, D30;
            parashara otherwise).
        ascendant (AstroVargaPlacement):
        planets (list[AstroVargaPlanet]):
        vargottama (list[AstroVargaChartVargottamaItem]):
        name_local (str | Unset): Name in the requested language (hi, ta); absent for en.
    """

    chart: AstroVargaChartChart
    name: str
    signifies: str
    convention: AstroVargaChartConvention
    ascendant: AstroVargaPlacement
    planets: list[AstroVargaPlanet]
    vargottama: list[AstroVargaChartVargottamaItem]
    name_local: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        chart = self.chart.value

        name = self.name

        signifies = self.signifies

        convention = self.convention.value

        ascendant = self.ascendant.to_dict()

        planets = []
        for planets_item_data in self.planets:
            planets_item = planets_item_data.to_dict()
            planets.append(planets_item)

        vargottama = []
        for vargottama_item_data in self.vargottama:
            vargottama_item = vargottama_item_data.value
            vargottama.append(vargottama_item)

        name_local = self.name_local

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "chart": chart,
                "name": name,
                "signifies": signifies,
                "convention": convention,
                "ascendant": ascendant,
                "planets": planets,
                "vargottama": vargottama,
            }
        )
        if name_local is not UNSET:
            field_dict["name_local"] = name_local

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_varga_placement import AstroVargaPlacement
        from ..models.astro_varga_planet import AstroVargaPlanet

        d = dict(src_dict)
        chart = AstroVargaChartChart(d.pop("chart"))

        name = d.pop("name")

        signifies = d.pop("signifies")

        convention = AstroVargaChartConvention(d.pop("convention"))

        ascendant = AstroVargaPlacement.from_dict(d.pop("ascendant"))

        planets = []
        _planets = d.pop("planets")
        for planets_item_data in _planets:
            planets_item = AstroVargaPlanet.from_dict(planets_item_data)

            planets.append(planets_item)

        vargottama = []
        _vargottama = d.pop("vargottama")
        for vargottama_item_data in _vargottama:
            vargottama_item = AstroVargaChartVargottamaItem(vargottama_item_data)

            vargottama.append(vargottama_item)

        name_local = d.pop("name_local", UNSET)

        astro_varga_chart = cls(
            chart=chart,
            name=name,
            signifies=signifies,
            convention=convention,
            ascendant=ascendant,
            planets=planets,
            vargottama=vargottama,
            name_local=name_local,
        )

        astro_varga_chart.additional_properties = d
        return astro_varga_chart

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
