from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_chandrashtama_language import AstroChandrashtamaLanguage

if TYPE_CHECKING:
    from ..models.astro_chandrashtama_conventions import AstroChandrashtamaConventions
    from ..models.astro_chandrashtama_location import AstroChandrashtamaLocation
    from ..models.astro_chandrashtama_periods_item import AstroChandrashtamaPeriodsItem
    from ..models.astro_chandrashtama_time_zone import AstroChandrashtamaTimeZone
    from ..models.astro_panchang_named_ref import AstroPanchangNamedRef


T = TypeVar("T", bound="AstroChandrashtama")


@_attrs_define
class AstroChandrashtama:
    """
    Attributes:
        start (datetime.date):
        end (datetime.date):
        location (AstroChandrashtamaLocation):
        time_zone (AstroChandrashtamaTimeZone):
        language (AstroChandrashtamaLanguage):
        moon_sign (AstroPanchangNamedRef):
        eighth_sign (AstroPanchangNamedRef):
        periods (list[AstroChandrashtamaPeriodsItem]):
        conventions (AstroChandrashtamaConventions):
    """

    start: datetime.date
    end: datetime.date
    location: AstroChandrashtamaLocation
    time_zone: AstroChandrashtamaTimeZone
    language: AstroChandrashtamaLanguage
    moon_sign: AstroPanchangNamedRef
    eighth_sign: AstroPanchangNamedRef
    periods: list[AstroChandrashtamaPeriodsItem]
    conventions: AstroChandrashtamaConventions
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        start = self.start.isoformat()

        end = self.end.isoformat()

        location = self.location.to_dict()

        time_zone = self.time_zone.to_dict()

        language = self.language.value

        moon_sign = self.moon_sign.to_dict()

        eighth_sign = self.eighth_sign.to_dict()

        periods = []
        for periods_item_data in self.periods:
            periods_item = periods_item_data.to_dict()
            periods.append(periods_item)

        conventions = self.conventions.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "start": start,
                "end": end,
                "location": location,
                "time_zone": time_zone,
                "language": language,
                "moon_sign": moon_sign,
                "eighth_sign": eighth_sign,
                "periods": periods,
                "conventions": conventions,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_chandrashtama_conventions import (
            AstroChandrashtamaConventions,
        )
        from ..models.astro_chandrashtama_location import AstroChandrashtamaLocation
        from ..models.astro_chandrashtama_periods_item import (
            AstroChandrashtamaPeriodsItem,
        )
        from ..models.astro_chandrashtama_time_zone import AstroChandrashtamaTimeZone
        from ..models.astro_panchang_named_ref import AstroPanchangNamedRef

        d = dict(src_dict)
        start = datetime.date.fromisoformat(d.pop("start"))

        end = datetime.date.fromisoformat(d.pop("end"))

        location = AstroChandrashtamaLocation.from_dict(d.pop("location"))

        time_zone = AstroChandrashtamaTimeZone.from_dict(d.pop("time_zone"))

        language = AstroChandrashtamaLanguage(d.pop("language"))

        moon_sign = AstroPanchangNamedRef.from_dict(d.pop("moon_sign"))

        eighth_sign = AstroPanchangNamedRef.from_dict(d.pop("eighth_sign"))

        periods = []
        _periods = d.pop("periods")
        for periods_item_data in _periods:
            periods_item = AstroChandrashtamaPeriodsItem.from_dict(periods_item_data)

            periods.append(periods_item)

        conventions = AstroChandrashtamaConventions.from_dict(d.pop("conventions"))

        astro_chandrashtama = cls(
            start=start,
            end=end,
            location=location,
            time_zone=time_zone,
            language=language,
            moon_sign=moon_sign,
            eighth_sign=eighth_sign,
            periods=periods,
            conventions=conventions,
        )

        astro_chandrashtama.additional_properties = d
        return astro_chandrashtama

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
