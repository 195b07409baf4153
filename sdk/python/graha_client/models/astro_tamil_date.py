from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.astro_panchang_named_ref import AstroPanchangNamedRef
    from ..models.astro_tamil_date_year import AstroTamilDateYear


T = TypeVar("T", bound="AstroTamilDate")


@_attrs_define
class AstroTamilDate:
    """The Tamil solar date (in answers with language=ta). The month is the Sun's sidereal (Lahiri) sign at the day's
    sunset (Mesha = Chithirai ... Meena = Panguni); day 1 is the civil day of the sankranti when it falls before that
    day's sunset, else the next day (the Tamil sunset rule). The year of the 60-year cycle begins on Chithirai 1
    (Prabhava = the year that began in April 1987).

        Attributes:
            year (AstroTamilDateYear): The year of the 60-year cycle the day belongs to (Thai, Maasi and Panguni belong to
                the year that began the April before), its name, and the Gregorian year whose Chithirai 1 began it.
            month (AstroPanchangNamedRef):
            day (int):
            month_start (datetime.date):
            sankranti (str): Local ISO 8601 date-time with the UTC offset in force at that instant, seconds precision.
            rule (str):
    """

    year: AstroTamilDateYear
    month: AstroPanchangNamedRef
    day: int
    month_start: datetime.date
    sankranti: str
    rule: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        year = self.year.to_dict()

        month = self.month.to_dict()

        day = self.day

        month_start = self.month_start.isoformat()

        sankranti = self.sankranti

        rule = self.rule

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "year": year,
                "month": month,
                "day": day,
                "month_start": month_start,
                "sankranti": sankranti,
                "rule": rule,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_panchang_named_ref import AstroPanchangNamedRef
        from ..models.astro_tamil_date_year import AstroTamilDateYear

        d = dict(src_dict)
        year = AstroTamilDateYear.from_dict(d.pop("year"))

        month = AstroPanchangNamedRef.from_dict(d.pop("month"))

        day = d.pop("day")

        month_start = datetime.date.fromisoformat(d.pop("month_start"))

        sankranti = d.pop("sankranti")

        rule = d.pop("rule")

        astro_tamil_date = cls(
            year=year,
            month=month,
            day=day,
            month_start=month_start,
            sankranti=sankranti,
            rule=rule,
        )

        astro_tamil_date.additional_properties = d
        return astro_tamil_date

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
