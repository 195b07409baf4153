from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.astro_progressions_natal import AstroProgressionsNatal
    from ..models.astro_progressions_progressed_item import (
        AstroProgressionsProgressedItem,
    )
    from ..models.astro_progressions_solar_arc_item import AstroProgressionsSolarArcItem


T = TypeVar("T", bound="AstroProgressions")


@_attrs_define
class AstroProgressions:
    """
    Attributes:
        natal (AstroProgressionsNatal): The natal chart (as in /v1/astrology/aspects, without its aspects).
        date (datetime.date):
        age_years (float):
        progressed_utc (datetime.datetime): The progressed instant (birth + age in days / 365.24219).
        progressed (list[AstroProgressionsProgressedItem]):
        solar_arc_deg (float):
        solar_arc (list[AstroProgressionsSolarArcItem]):
        engine (str):
    """

    natal: AstroProgressionsNatal
    date: datetime.date
    age_years: float
    progressed_utc: datetime.datetime
    progressed: list[AstroProgressionsProgressedItem]
    solar_arc_deg: float
    solar_arc: list[AstroProgressionsSolarArcItem]
    engine: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        natal = self.natal.to_dict()

        date = self.date.isoformat()

        age_years = self.age_years

        progressed_utc = self.progressed_utc.isoformat()

        progressed = []
        for progressed_item_data in self.progressed:
            progressed_item = progressed_item_data.to_dict()
            progressed.append(progressed_item)

        solar_arc_deg = self.solar_arc_deg

        solar_arc = []
        for solar_arc_item_data in self.solar_arc:
            solar_arc_item = solar_arc_item_data.to_dict()
            solar_arc.append(solar_arc_item)

        engine = self.engine

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "natal": natal,
                "date": date,
                "age_years": age_years,
                "progressed_utc": progressed_utc,
                "progressed": progressed,
                "solar_arc_deg": solar_arc_deg,
                "solar_arc": solar_arc,
                "engine": engine,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_progressions_natal import AstroProgressionsNatal
        from ..models.astro_progressions_progressed_item import (
            AstroProgressionsProgressedItem,
        )
        from ..models.astro_progressions_solar_arc_item import (
            AstroProgressionsSolarArcItem,
        )

        d = dict(src_dict)
        natal = AstroProgressionsNatal.from_dict(d.pop("natal"))

        date = datetime.date.fromisoformat(d.pop("date"))

        age_years = d.pop("age_years")

        progressed_utc = datetime.datetime.fromisoformat(d.pop("progressed_utc"))

        progressed = []
        _progressed = d.pop("progressed")
        for progressed_item_data in _progressed:
            progressed_item = AstroProgressionsProgressedItem.from_dict(
                progressed_item_data
            )

            progressed.append(progressed_item)

        solar_arc_deg = d.pop("solar_arc_deg")

        solar_arc = []
        _solar_arc = d.pop("solar_arc")
        for solar_arc_item_data in _solar_arc:
            solar_arc_item = AstroProgressionsSolarArcItem.from_dict(
                solar_arc_item_data
            )

            solar_arc.append(solar_arc_item)

        engine = d.pop("engine")

        astro_progressions = cls(
            natal=natal,
            date=date,
            age_years=age_years,
            progressed_utc=progressed_utc,
            progressed=progressed,
            solar_arc_deg=solar_arc_deg,
            solar_arc=solar_arc,
            engine=engine,
        )

        astro_progressions.additional_properties = d
        return astro_progressions

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
