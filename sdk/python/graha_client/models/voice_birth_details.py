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
    """

    date: datetime.date
    time: str | Unset = UNSET
    place: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        date = self.date.isoformat()

        time = self.time

        place = self.place

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

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        date = datetime.date.fromisoformat(d.pop("date"))

        time = d.pop("time", UNSET)

        place = d.pop("place", UNSET)

        voice_birth_details = cls(
            date=date,
            time=time,
            place=place,
        )

        return voice_birth_details
