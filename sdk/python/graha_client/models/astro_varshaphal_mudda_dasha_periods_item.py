from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="AstroVarshaphalMuddaDashaPeriodsItem")


@_attrs_define
class AstroVarshaphalMuddaDashaPeriodsItem:
    """
    Attributes:
        planet (str):
        start (datetime.datetime):
        end (datetime.datetime):
        days (float):
        planet_local (str | Unset):
    """

    planet: str
    start: datetime.datetime
    end: datetime.datetime
    days: float
    planet_local: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        planet = self.planet

        start = self.start.isoformat()

        end = self.end.isoformat()

        days = self.days

        planet_local = self.planet_local

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "planet": planet,
                "start": start,
                "end": end,
                "days": days,
            }
        )
        if planet_local is not UNSET:
            field_dict["planet_local"] = planet_local

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        planet = d.pop("planet")

        start = datetime.datetime.fromisoformat(d.pop("start"))

        end = datetime.datetime.fromisoformat(d.pop("end"))

        days = d.pop("days")

        planet_local = d.pop("planet_local", UNSET)

        astro_varshaphal_mudda_dasha_periods_item = cls(
            planet=planet,
            start=start,
            end=end,
            days=days,
            planet_local=planet_local,
        )

        astro_varshaphal_mudda_dasha_periods_item.additional_properties = d
        return astro_varshaphal_mudda_dasha_periods_item

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
