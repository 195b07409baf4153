from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="AgentRunRequestContextBirthDetails")


@_attrs_define
class AgentRunRequestContextBirthDetails:
    """
    Attributes:
        date (datetime.date):
        time (str | Unset):
        lat (float | Unset):
        lon (float | Unset):
        tz (float | Unset): UTC offset in hours of the birth time; omitted, the zone of the place.
        place (str | Unset):
    """

    date: datetime.date
    time: str | Unset = UNSET
    lat: float | Unset = UNSET
    lon: float | Unset = UNSET
    tz: float | Unset = UNSET
    place: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        date = self.date.isoformat()

        time = self.time

        lat = self.lat

        lon = self.lon

        tz = self.tz

        place = self.place

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "date": date,
            }
        )
        if time is not UNSET:
            field_dict["time"] = time
        if lat is not UNSET:
            field_dict["lat"] = lat
        if lon is not UNSET:
            field_dict["lon"] = lon
        if tz is not UNSET:
            field_dict["tz"] = tz
        if place is not UNSET:
            field_dict["place"] = place

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        date = datetime.date.fromisoformat(d.pop("date"))

        time = d.pop("time", UNSET)

        lat = d.pop("lat", UNSET)

        lon = d.pop("lon", UNSET)

        tz = d.pop("tz", UNSET)

        place = d.pop("place", UNSET)

        agent_run_request_context_birth_details = cls(
            date=date,
            time=time,
            lat=lat,
            lon=lon,
            tz=tz,
            place=place,
        )

        return agent_run_request_context_birth_details
