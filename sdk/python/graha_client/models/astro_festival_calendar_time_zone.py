from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_festival_calendar_time_zone_tz_source import (
    AstroFestivalCalendarTimeZoneTzSource,
)

T = TypeVar("T", bound="AstroFestivalCalendarTimeZone")


@_attrs_define
class AstroFestivalCalendarTimeZone:
    """
    Attributes:
        zone (None | str):
        tz_source (AstroFestivalCalendarTimeZoneTzSource):
        tz_offset_hours (float | None): The offset, null when it changes during the year (daylight saving time).
    """

    zone: None | str
    tz_source: AstroFestivalCalendarTimeZoneTzSource
    tz_offset_hours: float | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        zone: None | str
        zone = self.zone

        tz_source = self.tz_source.value

        tz_offset_hours: float | None
        tz_offset_hours = self.tz_offset_hours

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "zone": zone,
                "tz_source": tz_source,
                "tz_offset_hours": tz_offset_hours,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_zone(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        zone = _parse_zone(d.pop("zone"))

        tz_source = AstroFestivalCalendarTimeZoneTzSource(d.pop("tz_source"))

        def _parse_tz_offset_hours(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        tz_offset_hours = _parse_tz_offset_hours(d.pop("tz_offset_hours"))

        astro_festival_calendar_time_zone = cls(
            zone=zone,
            tz_source=tz_source,
            tz_offset_hours=tz_offset_hours,
        )

        astro_festival_calendar_time_zone.additional_properties = d
        return astro_festival_calendar_time_zone

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
