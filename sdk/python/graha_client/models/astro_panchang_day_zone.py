from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_panchang_day_zone_tz_source import AstroPanchangDayZoneTzSource

T = TypeVar("T", bound="AstroPanchangDayZone")


@_attrs_define
class AstroPanchangDayZone:
    """
    Attributes:
        tz_offset_hours (float): The offset at sunrise.
        zone (None | str): IANA zone of the coordinates, null when `tz` was given.
        tz_source (AstroPanchangDayZoneTzSource):
    """

    tz_offset_hours: float
    zone: None | str
    tz_source: AstroPanchangDayZoneTzSource
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        tz_offset_hours = self.tz_offset_hours

        zone: None | str
        zone = self.zone

        tz_source = self.tz_source.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "tz_offset_hours": tz_offset_hours,
                "zone": zone,
                "tz_source": tz_source,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        tz_offset_hours = d.pop("tz_offset_hours")

        def _parse_zone(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        zone = _parse_zone(d.pop("zone"))

        tz_source = AstroPanchangDayZoneTzSource(d.pop("tz_source"))

        astro_panchang_day_zone = cls(
            tz_offset_hours=tz_offset_hours,
            zone=zone,
            tz_source=tz_source,
        )

        astro_panchang_day_zone.additional_properties = d
        return astro_panchang_day_zone

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
