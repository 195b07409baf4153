from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_deep_dasha_period_parents_item import (
    AstroDeepDashaPeriodParentsItem,
)
from ..models.astro_deep_dasha_period_planet import AstroDeepDashaPeriodPlanet

T = TypeVar("T", bound="AstroDeepDashaPeriod")


@_attrs_define
class AstroDeepDashaPeriod:
    """
    Attributes:
        parents (list[AstroDeepDashaPeriodParentsItem]): Lords of the enclosing periods, mahadasha first.
        planet (AstroDeepDashaPeriodPlanet):
        start (datetime.datetime):
        end (datetime.datetime):
        years (float):
    """

    parents: list[AstroDeepDashaPeriodParentsItem]
    planet: AstroDeepDashaPeriodPlanet
    start: datetime.datetime
    end: datetime.datetime
    years: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        parents = []
        for parents_item_data in self.parents:
            parents_item = parents_item_data.value
            parents.append(parents_item)

        planet = self.planet.value

        start = self.start.isoformat()

        end = self.end.isoformat()

        years = self.years

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "parents": parents,
                "planet": planet,
                "start": start,
                "end": end,
                "years": years,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        parents = []
        _parents = d.pop("parents")
        for parents_item_data in _parents:
            parents_item = AstroDeepDashaPeriodParentsItem(parents_item_data)

            parents.append(parents_item)

        planet = AstroDeepDashaPeriodPlanet(d.pop("planet"))

        start = datetime.datetime.fromisoformat(d.pop("start"))

        end = datetime.datetime.fromisoformat(d.pop("end"))

        years = d.pop("years")

        astro_deep_dasha_period = cls(
            parents=parents,
            planet=planet,
            start=start,
            end=end,
            years=years,
        )

        astro_deep_dasha_period.additional_properties = d
        return astro_deep_dasha_period

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
