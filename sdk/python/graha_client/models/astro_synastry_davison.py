from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.astro_synastry_davison_chart import AstroSynastryDavisonChart


T = TypeVar("T", bound="AstroSynastryDavison")


@_attrs_define
class AstroSynastryDavison:
    """Davison chart: the midpoint in time (mean UT) and space (mean latitude, short-arc mean longitude).

    Attributes:
        utc (datetime.datetime):
        lat (float):
        lon (float):
        chart (AstroSynastryDavisonChart): The natal chart (as in /v1/astrology/aspects, without its aspects).
    """

    utc: datetime.datetime
    lat: float
    lon: float
    chart: AstroSynastryDavisonChart
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        utc = self.utc.isoformat()

        lat = self.lat

        lon = self.lon

        chart = self.chart.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "utc": utc,
                "lat": lat,
                "lon": lon,
                "chart": chart,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_synastry_davison_chart import AstroSynastryDavisonChart

        d = dict(src_dict)
        utc = datetime.datetime.fromisoformat(d.pop("utc"))

        lat = d.pop("lat")

        lon = d.pop("lon")

        chart = AstroSynastryDavisonChart.from_dict(d.pop("chart"))

        astro_synastry_davison = cls(
            utc=utc,
            lat=lat,
            lon=lon,
            chart=chart,
        )

        astro_synastry_davison.additional_properties = d
        return astro_synastry_davison

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
