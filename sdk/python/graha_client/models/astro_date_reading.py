from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_date_reading_calendar import AstroDateReadingCalendar

T = TypeVar("T", bound="AstroDateReading")


@_attrs_define
class AstroDateReading:
    """How the request's date was read (the `calendar` parameter, or the default rule) and the same day in both calendars;
    `date` and every instant of the answer are ISO 8601, Gregorian.

        Attributes:
            calendar (AstroDateReadingCalendar):
            date_given (str):  Example: 1500-01-01.
            date_gregorian (datetime.date):  Example: 1500-01-10.
            date_julian (str):  Example: 1500-01-01.
    """

    calendar: AstroDateReadingCalendar
    date_given: str
    date_gregorian: datetime.date
    date_julian: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        calendar = self.calendar.value

        date_given = self.date_given

        date_gregorian = self.date_gregorian.isoformat()

        date_julian = self.date_julian

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "calendar": calendar,
                "date_given": date_given,
                "date_gregorian": date_gregorian,
                "date_julian": date_julian,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        calendar = AstroDateReadingCalendar(d.pop("calendar"))

        date_given = d.pop("date_given")

        date_gregorian = datetime.date.fromisoformat(d.pop("date_gregorian"))

        date_julian = d.pop("date_julian")

        astro_date_reading = cls(
            calendar=calendar,
            date_given=date_given,
            date_gregorian=date_gregorian,
            date_julian=date_julian,
        )

        astro_date_reading.additional_properties = d
        return astro_date_reading

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
