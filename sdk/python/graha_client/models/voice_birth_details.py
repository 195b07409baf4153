from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

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
        tz (float | str | Unset): The birth's time zone, an IANA zone name (e.g. `Asia/Kolkata`; its offset at the
            birth, with its daylight saving, is used) or a fixed UTC offset in hours (e.g. `5.5`). Absent, the zone of
            `lat`/`lon`. A name the tz database does not know is a 400 naming `birth_details`.
    """

    date: datetime.date
    time: str | Unset = UNSET
    place: str | Unset = UNSET
    lat: float | Unset = UNSET
    lon: float | Unset = UNSET
    tz: float | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        date = self.date.isoformat()

        time = self.time

        place = self.place

        lat = self.lat

        lon = self.lon

        tz: float | str | Unset
        if isinstance(self.tz, Unset):
            tz = UNSET
        else:
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

        def _parse_tz(data: object) -> float | str | Unset:
            if isinstance(data, Unset):
                return data
            return cast(float | str | Unset, data)

        tz = _parse_tz(d.pop("tz", UNSET))

        voice_birth_details = cls(
            date=date,
            time=time,
            place=place,
            lat=lat,
            lon=lon,
            tz=tz,
        )

        return voice_birth_details
