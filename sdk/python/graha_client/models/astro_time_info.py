from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_time_info_calendar import AstroTimeInfoCalendar
from ..models.astro_time_info_dst_rule import AstroTimeInfoDstRule
from ..models.astro_time_info_tz_source import AstroTimeInfoTzSource

T = TypeVar("T", bound="AstroTimeInfo")


@_attrs_define
class AstroTimeInfo:
    """How the local birth time was resolved.

    Attributes:
        tz_offset_hours (float): UTC offset applied, hours east of Greenwich.
        zone (None | str): IANA zone of the coordinates; null when tz was given.
        tz_source (AstroTimeInfoTzSource): request: the tz given; coordinates: the IANA zone's rules for the date;
            local_mean_time: the date is before the zone's first entry in the tz database (before standard or city time was
            adopted there), so the birthplace's own mean solar time is used, longitude / 15 hours (tz_offset_hours).
        calendar (AstroTimeInfoCalendar): The calendar the request's date was read in (the `calendar` parameter, or the
            default rule).
        date_given (str): The date as the request wrote it. Example: 1450-03-01.
        date_gregorian (str): The same day in the (proleptic) Gregorian calendar, the calendar of every ISO 8601 date of
            the answer. Example: 1450-03-10.
        date_julian (str): The same day in the Julian calendar. Example: 1450-03-01.
        utc_datetime (datetime.datetime):
        dst_rule (AstroTimeInfoDstRule): gap_shift_forward: local time in a DST gap, read with the pre-gap offset (moves
            forward by the gap); overlap_earlier: ambiguous local time, first occurrence used.
        delta_t_seconds (float): TT - UT used.
        julian_day_ut (float):
        julian_day_tt (float):
    """

    tz_offset_hours: float
    zone: None | str
    tz_source: AstroTimeInfoTzSource
    calendar: AstroTimeInfoCalendar
    date_given: str
    date_gregorian: str
    date_julian: str
    utc_datetime: datetime.datetime
    dst_rule: AstroTimeInfoDstRule
    delta_t_seconds: float
    julian_day_ut: float
    julian_day_tt: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        tz_offset_hours = self.tz_offset_hours

        zone: None | str
        zone = self.zone

        tz_source = self.tz_source.value

        calendar = self.calendar.value

        date_given = self.date_given

        date_gregorian = self.date_gregorian

        date_julian = self.date_julian

        utc_datetime = self.utc_datetime.isoformat()

        dst_rule = self.dst_rule.value

        delta_t_seconds = self.delta_t_seconds

        julian_day_ut = self.julian_day_ut

        julian_day_tt = self.julian_day_tt

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "tz_offset_hours": tz_offset_hours,
                "zone": zone,
                "tz_source": tz_source,
                "calendar": calendar,
                "date_given": date_given,
                "date_gregorian": date_gregorian,
                "date_julian": date_julian,
                "utc_datetime": utc_datetime,
                "dst_rule": dst_rule,
                "delta_t_seconds": delta_t_seconds,
                "julian_day_ut": julian_day_ut,
                "julian_day_tt": julian_day_tt,
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

        tz_source = AstroTimeInfoTzSource(d.pop("tz_source"))

        calendar = AstroTimeInfoCalendar(d.pop("calendar"))

        date_given = d.pop("date_given")

        date_gregorian = d.pop("date_gregorian")

        date_julian = d.pop("date_julian")

        utc_datetime = datetime.datetime.fromisoformat(d.pop("utc_datetime"))

        dst_rule = AstroTimeInfoDstRule(d.pop("dst_rule"))

        delta_t_seconds = d.pop("delta_t_seconds")

        julian_day_ut = d.pop("julian_day_ut")

        julian_day_tt = d.pop("julian_day_tt")

        astro_time_info = cls(
            tz_offset_hours=tz_offset_hours,
            zone=zone,
            tz_source=tz_source,
            calendar=calendar,
            date_given=date_given,
            date_gregorian=date_gregorian,
            date_julian=date_julian,
            utc_datetime=utc_datetime,
            dst_rule=dst_rule,
            delta_t_seconds=delta_t_seconds,
            julian_day_ut=julian_day_ut,
            julian_day_tt=julian_day_tt,
        )

        astro_time_info.additional_properties = d
        return astro_time_info

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
