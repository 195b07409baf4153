from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.astro_solar_return_chart import AstroSolarReturnChart
    from ..models.astro_solar_return_location import AstroSolarReturnLocation
    from ..models.astro_solar_return_natal import AstroSolarReturnNatal


T = TypeVar("T", bound="AstroSolarReturn")


@_attrs_define
class AstroSolarReturn:
    """
    Attributes:
        natal (AstroSolarReturnNatal): The natal chart (as in /v1/astrology/aspects, without its aspects).
        year (int):
        return_utc (datetime.datetime):
        location (AstroSolarReturnLocation):
        chart (AstroSolarReturnChart): The natal chart (as in /v1/astrology/aspects, without its aspects).
        engine (str):
    """

    natal: AstroSolarReturnNatal
    year: int
    return_utc: datetime.datetime
    location: AstroSolarReturnLocation
    chart: AstroSolarReturnChart
    engine: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        natal = self.natal.to_dict()

        year = self.year

        return_utc = self.return_utc.isoformat()

        location = self.location.to_dict()

        chart = self.chart.to_dict()

        engine = self.engine

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "natal": natal,
                "year": year,
                "return_utc": return_utc,
                "location": location,
                "chart": chart,
                "engine": engine,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_solar_return_chart import AstroSolarReturnChart
        from ..models.astro_solar_return_location import AstroSolarReturnLocation
        from ..models.astro_solar_return_natal import AstroSolarReturnNatal

        d = dict(src_dict)
        natal = AstroSolarReturnNatal.from_dict(d.pop("natal"))

        year = d.pop("year")

        return_utc = datetime.datetime.fromisoformat(d.pop("return_utc"))

        location = AstroSolarReturnLocation.from_dict(d.pop("location"))

        chart = AstroSolarReturnChart.from_dict(d.pop("chart"))

        engine = d.pop("engine")

        astro_solar_return = cls(
            natal=natal,
            year=year,
            return_utc=return_utc,
            location=location,
            chart=chart,
            engine=engine,
        )

        astro_solar_return.additional_properties = d
        return astro_solar_return

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
