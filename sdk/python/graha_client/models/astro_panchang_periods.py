from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_panchang_periods_language import AstroPanchangPeriodsLanguage

if TYPE_CHECKING:
    from ..models.astro_date_reading import AstroDateReading
    from ..models.astro_hora_part import AstroHoraPart
    from ..models.astro_panchang_day_zone import AstroPanchangDayZone
    from ..models.astro_panchang_periods_choghadiya import (
        AstroPanchangPeriodsChoghadiya,
    )
    from ..models.astro_panchang_periods_conventions import (
        AstroPanchangPeriodsConventions,
    )
    from ..models.astro_panchang_periods_gowri_panchangam import (
        AstroPanchangPeriodsGowriPanchangam,
    )
    from ..models.astro_panchang_periods_location import AstroPanchangPeriodsLocation
    from ..models.astro_panchang_periods_vara import AstroPanchangPeriodsVara


T = TypeVar("T", bound="AstroPanchangPeriods")


@_attrs_define
class AstroPanchangPeriods:
    """
    Attributes:
        date (datetime.date):
        date_reading (AstroDateReading): How the request's date was read (the `calendar` parameter, or the default rule)
            and the same day in both calendars; `date` and every instant of the answer are ISO 8601, Gregorian.
        location (AstroPanchangPeriodsLocation):
        time_zone (AstroPanchangDayZone):
        language (AstroPanchangPeriodsLanguage):
        vara (AstroPanchangPeriodsVara):
        sunrise (str): Local ISO 8601 date-time with the UTC offset in force at that instant, seconds precision.
        sunset (str): Local ISO 8601 date-time with the UTC offset in force at that instant, seconds precision.
        next_sunrise (str): Local ISO 8601 date-time with the UTC offset in force at that instant, seconds precision.
        choghadiya (AstroPanchangPeriodsChoghadiya):
        hora (list[AstroHoraPart]):
        gowri_panchangam (AstroPanchangPeriodsGowriPanchangam):
        conventions (AstroPanchangPeriodsConventions):
    """

    date: datetime.date
    date_reading: AstroDateReading
    location: AstroPanchangPeriodsLocation
    time_zone: AstroPanchangDayZone
    language: AstroPanchangPeriodsLanguage
    vara: AstroPanchangPeriodsVara
    sunrise: str
    sunset: str
    next_sunrise: str
    choghadiya: AstroPanchangPeriodsChoghadiya
    hora: list[AstroHoraPart]
    gowri_panchangam: AstroPanchangPeriodsGowriPanchangam
    conventions: AstroPanchangPeriodsConventions
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        date = self.date.isoformat()

        date_reading = self.date_reading.to_dict()

        location = self.location.to_dict()

        time_zone = self.time_zone.to_dict()

        language = self.language.value

        vara = self.vara.to_dict()

        sunrise = self.sunrise

        sunset = self.sunset

        next_sunrise = self.next_sunrise

        choghadiya = self.choghadiya.to_dict()

        hora = []
        for hora_item_data in self.hora:
            hora_item = hora_item_data.to_dict()
            hora.append(hora_item)

        gowri_panchangam = self.gowri_panchangam.to_dict()

        conventions = self.conventions.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "date": date,
                "date_reading": date_reading,
                "location": location,
                "time_zone": time_zone,
                "language": language,
                "vara": vara,
                "sunrise": sunrise,
                "sunset": sunset,
                "next_sunrise": next_sunrise,
                "choghadiya": choghadiya,
                "hora": hora,
                "gowri_panchangam": gowri_panchangam,
                "conventions": conventions,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_date_reading import AstroDateReading
        from ..models.astro_hora_part import AstroHoraPart
        from ..models.astro_panchang_day_zone import AstroPanchangDayZone
        from ..models.astro_panchang_periods_choghadiya import (
            AstroPanchangPeriodsChoghadiya,
        )
        from ..models.astro_panchang_periods_conventions import (
            AstroPanchangPeriodsConventions,
        )
        from ..models.astro_panchang_periods_gowri_panchangam import (
            AstroPanchangPeriodsGowriPanchangam,
        )
        from ..models.astro_panchang_periods_location import (
            AstroPanchangPeriodsLocation,
        )
        from ..models.astro_panchang_periods_vara import AstroPanchangPeriodsVara

        d = dict(src_dict)
        date = datetime.date.fromisoformat(d.pop("date"))

        date_reading = AstroDateReading.from_dict(d.pop("date_reading"))

        location = AstroPanchangPeriodsLocation.from_dict(d.pop("location"))

        time_zone = AstroPanchangDayZone.from_dict(d.pop("time_zone"))

        language = AstroPanchangPeriodsLanguage(d.pop("language"))

        vara = AstroPanchangPeriodsVara.from_dict(d.pop("vara"))

        sunrise = d.pop("sunrise")

        sunset = d.pop("sunset")

        next_sunrise = d.pop("next_sunrise")

        choghadiya = AstroPanchangPeriodsChoghadiya.from_dict(d.pop("choghadiya"))

        hora = []
        _hora = d.pop("hora")
        for hora_item_data in _hora:
            hora_item = AstroHoraPart.from_dict(hora_item_data)

            hora.append(hora_item)

        gowri_panchangam = AstroPanchangPeriodsGowriPanchangam.from_dict(
            d.pop("gowri_panchangam")
        )

        conventions = AstroPanchangPeriodsConventions.from_dict(d.pop("conventions"))

        astro_panchang_periods = cls(
            date=date,
            date_reading=date_reading,
            location=location,
            time_zone=time_zone,
            language=language,
            vara=vara,
            sunrise=sunrise,
            sunset=sunset,
            next_sunrise=next_sunrise,
            choghadiya=choghadiya,
            hora=hora,
            gowri_panchangam=gowri_panchangam,
            conventions=conventions,
        )

        astro_panchang_periods.additional_properties = d
        return astro_panchang_periods

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
