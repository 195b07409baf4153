from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_chandrashtama_time_zone_tz_source import (
    AstroChandrashtamaTimeZoneTzSource,
)

T = TypeVar("T", bound="AstroChandrashtamaTimeZone")


@_attrs_define
class AstroChandrashtamaTimeZone:
    """
    Attributes:
        zone (None | str):
        tz_source (AstroChandrashtamaTimeZoneTzSource):
    """

    zone: None | str
    tz_source: AstroChandrashtamaTimeZoneTzSource
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        zone: None | str
        zone = self.zone

        tz_source = self.tz_source.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "zone": zone,
                "tz_source": tz_source,
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

        tz_source = AstroChandrashtamaTimeZoneTzSource(d.pop("tz_source"))

        astro_chandrashtama_time_zone = cls(
            zone=zone,
            tz_source=tz_source,
        )

        astro_chandrashtama_time_zone.additional_properties = d
        return astro_chandrashtama_time_zone

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
