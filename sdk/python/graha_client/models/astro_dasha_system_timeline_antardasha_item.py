from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_dasha_system_timeline_antardasha_item_planet import (
    AstroDashaSystemTimelineAntardashaItemPlanet,
)

T = TypeVar("T", bound="AstroDashaSystemTimelineAntardashaItem")


@_attrs_define
class AstroDashaSystemTimelineAntardashaItem:
    """
    Attributes:
        mahadasha (str):
        lord (str): Yogini name (yogini), planet (ashtottari) or sign (chara).
        planet (AstroDashaSystemTimelineAntardashaItemPlanet):
        start (datetime.date):
        end (datetime.date):
        years (float):
    """

    mahadasha: str
    lord: str
    planet: AstroDashaSystemTimelineAntardashaItemPlanet
    start: datetime.date
    end: datetime.date
    years: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        mahadasha = self.mahadasha

        lord = self.lord

        planet = self.planet.value

        start = self.start.isoformat()

        end = self.end.isoformat()

        years = self.years

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "mahadasha": mahadasha,
                "lord": lord,
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
        mahadasha = d.pop("mahadasha")

        lord = d.pop("lord")

        planet = AstroDashaSystemTimelineAntardashaItemPlanet(d.pop("planet"))

        start = datetime.date.fromisoformat(d.pop("start"))

        end = datetime.date.fromisoformat(d.pop("end"))

        years = d.pop("years")

        astro_dasha_system_timeline_antardasha_item = cls(
            mahadasha=mahadasha,
            lord=lord,
            planet=planet,
            start=start,
            end=end,
            years=years,
        )

        astro_dasha_system_timeline_antardasha_item.additional_properties = d
        return astro_dasha_system_timeline_antardasha_item

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
