from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="AgentRunRequestContextPreferences")


@_attrs_define
class AgentRunRequestContextPreferences:
    """Preferences. Read by puja-planner: start_date, end_date (YYYY-MM-DD; default the 14 days from today, at most 62),
    duration_minutes (default 60); by temple-assistant: date (YYYY-MM-DD, default today). Other keys are ignored.

        Attributes:
            start_date (datetime.date | Unset):
            end_date (datetime.date | Unset):
            date (datetime.date | Unset):
            duration_minutes (int | Unset):
    """

    start_date: datetime.date | Unset = UNSET
    end_date: datetime.date | Unset = UNSET
    date: datetime.date | Unset = UNSET
    duration_minutes: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        start_date: str | Unset = UNSET
        if not isinstance(self.start_date, Unset):
            start_date = self.start_date.isoformat()

        end_date: str | Unset = UNSET
        if not isinstance(self.end_date, Unset):
            end_date = self.end_date.isoformat()

        date: str | Unset = UNSET
        if not isinstance(self.date, Unset):
            date = self.date.isoformat()

        duration_minutes = self.duration_minutes

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if start_date is not UNSET:
            field_dict["start_date"] = start_date
        if end_date is not UNSET:
            field_dict["end_date"] = end_date
        if date is not UNSET:
            field_dict["date"] = date
        if duration_minutes is not UNSET:
            field_dict["duration_minutes"] = duration_minutes

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        _start_date = d.pop("start_date", UNSET)
        start_date: datetime.date | Unset
        if isinstance(_start_date, Unset):
            start_date = UNSET
        else:
            start_date = datetime.date.fromisoformat(_start_date)

        _end_date = d.pop("end_date", UNSET)
        end_date: datetime.date | Unset
        if isinstance(_end_date, Unset):
            end_date = UNSET
        else:
            end_date = datetime.date.fromisoformat(_end_date)

        _date = d.pop("date", UNSET)
        date: datetime.date | Unset
        if isinstance(_date, Unset):
            date = UNSET
        else:
            date = datetime.date.fromisoformat(_date)

        duration_minutes = d.pop("duration_minutes", UNSET)

        agent_run_request_context_preferences = cls(
            start_date=start_date,
            end_date=end_date,
            date=date,
            duration_minutes=duration_minutes,
        )

        agent_run_request_context_preferences.additional_properties = d
        return agent_run_request_context_preferences

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
