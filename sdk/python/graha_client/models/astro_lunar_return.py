from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.astro_lunar_return_chart import AstroLunarReturnChart
    from ..models.astro_lunar_return_location import AstroLunarReturnLocation
    from ..models.astro_lunar_return_natal import AstroLunarReturnNatal


T = TypeVar("T", bound="AstroLunarReturn")


@_attrs_define
class AstroLunarReturn:
    """
    Attributes:
        natal (AstroLunarReturnNatal): The natal chart (as in /v1/astrology/aspects, without its aspects).
        return_utc (datetime.datetime):
        location (AstroLunarReturnLocation):
        chart (AstroLunarReturnChart): The natal chart (as in /v1/astrology/aspects, without its aspects).
        engine (str):
        month (str):
    """

    natal: AstroLunarReturnNatal
    return_utc: datetime.datetime
    location: AstroLunarReturnLocation
    chart: AstroLunarReturnChart
    engine: str
    month: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        natal = self.natal.to_dict()

        return_utc = self.return_utc.isoformat()

        location = self.location.to_dict()

        chart = self.chart.to_dict()

        engine = self.engine

        month = self.month

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "natal": natal,
                "return_utc": return_utc,
                "location": location,
                "chart": chart,
                "engine": engine,
                "month": month,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_lunar_return_chart import AstroLunarReturnChart
        from ..models.astro_lunar_return_location import AstroLunarReturnLocation
        from ..models.astro_lunar_return_natal import AstroLunarReturnNatal

        d = dict(src_dict)
        natal = AstroLunarReturnNatal.from_dict(d.pop("natal"))

        return_utc = datetime.datetime.fromisoformat(d.pop("return_utc"))

        location = AstroLunarReturnLocation.from_dict(d.pop("location"))

        chart = AstroLunarReturnChart.from_dict(d.pop("chart"))

        engine = d.pop("engine")

        month = d.pop("month")

        astro_lunar_return = cls(
            natal=natal,
            return_utc=return_utc,
            location=location,
            chart=chart,
            engine=engine,
            month=month,
        )

        astro_lunar_return.additional_properties = d
        return astro_lunar_return

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
