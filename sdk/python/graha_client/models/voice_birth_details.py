from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="VoiceBirthDetails")


@_attrs_define
class VoiceBirthDetails:
    """
    Attributes:
        date (datetime.date):
        time (str | Unset):
        place (str | Unset):
        lat (float | Unset):
        lon (float | Unset):
        tz (str | Unset): IANA time zone, e.g. Asia/Kolkata.
    """

    date: datetime.date
    time: str | Unset = UNSET
    place: str | Unset = UNSET
    lat: float | Unset = UNSET
    lon: float | Unset = UNSET
    tz: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        date = self.date.isoformat()

        time = self.time

        place = self.place

        lat = self.lat

        lon = self.lon

        tz = self.tz

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "date": date,
            }
        )
        if time is not UNSET:
            field_dict["time"] = time
        if place is not UNSET:
            field_dict["place"] = place
        if lat is not UNSET:
            field_dict["lat"] = lat
        if lon is not UNSET:
            field_dict["lon"] = lon
        if tz is not UNSET:
            field_dict["tz"] = tz

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        date = datetime.date.fromisoformat(d.pop("date"))

        time = d.pop("time", UNSET)

        place = d.pop("place", UNSET)

        lat = d.pop("lat", UNSET)

        lon = d.pop("lon", UNSET)

        tz = d.pop("tz", UNSET)

        voice_birth_details = cls(
            date=date,
            time=time,
            place=place,
            lat=lat,
            lon=lon,
            tz=tz,
        )

        return voice_birth_details
