from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.astro_varshaphal_chart_ascendant import AstroVarshaphalChartAscendant
    from ..models.astro_varshaphal_chart_planets_item import (
        AstroVarshaphalChartPlanetsItem,
    )


T = TypeVar("T", bound="AstroVarshaphalChart")


@_attrs_define
class AstroVarshaphalChart:
    """
    Attributes:
        ascendant (AstroVarshaphalChartAscendant):
        planets (list[AstroVarshaphalChartPlanetsItem]):
    """

    ascendant: AstroVarshaphalChartAscendant
    planets: list[AstroVarshaphalChartPlanetsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ascendant = self.ascendant.to_dict()

        planets = []
        for planets_item_data in self.planets:
            planets_item = planets_item_data.to_dict()
            planets.append(planets_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ascendant": ascendant,
                "planets": planets,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_varshaphal_chart_ascendant import (
            AstroVarshaphalChartAscendant,
        )
        from ..models.astro_varshaphal_chart_planets_item import (
            AstroVarshaphalChartPlanetsItem,
        )

        d = dict(src_dict)
        ascendant = AstroVarshaphalChartAscendant.from_dict(d.pop("ascendant"))

        planets = []
        _planets = d.pop("planets")
        for planets_item_data in _planets:
            planets_item = AstroVarshaphalChartPlanetsItem.from_dict(planets_item_data)

            planets.append(planets_item)

        astro_varshaphal_chart = cls(
            ascendant=ascendant,
            planets=planets,
        )

        astro_varshaphal_chart.additional_properties = d
        return astro_varshaphal_chart

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
