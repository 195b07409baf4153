from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AstroChandrashtamaPeriodsItem")


@_attrs_define
class AstroChandrashtamaPeriodsItem:
    """
    Attributes:
        start (str): Local ISO 8601 date-time with the UTC offset in force at that instant, seconds precision.
        end (str): Local ISO 8601 date-time with the UTC offset in force at that instant, seconds precision.
        dates (list[datetime.date]):
    """

    start: str
    end: str
    dates: list[datetime.date]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        start = self.start

        end = self.end

        dates = []
        for dates_item_data in self.dates:
            dates_item = dates_item_data.isoformat()
            dates.append(dates_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "start": start,
                "end": end,
                "dates": dates,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        start = d.pop("start")

        end = d.pop("end")

        dates = []
        _dates = d.pop("dates")
        for dates_item_data in _dates:
            dates_item = datetime.date.fromisoformat(dates_item_data)

            dates.append(dates_item)

        astro_chandrashtama_periods_item = cls(
            start=start,
            end=end,
            dates=dates,
        )

        astro_chandrashtama_periods_item.additional_properties = d
        return astro_chandrashtama_periods_item

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
