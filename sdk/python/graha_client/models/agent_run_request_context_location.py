from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="AgentRunRequestContextLocation")


@_attrs_define
class AgentRunRequestContextLocation:
    """Where the user is (temples, local panchang times). `lat` and `lon`, or a `place` name ("City", "City, State", "City,
    Country") geocoded offline when they are absent.

        Attributes:
            place (str | Unset):
            lat (float | Unset):
            lon (float | Unset):
    """

    place: str | Unset = UNSET
    lat: float | Unset = UNSET
    lon: float | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        place = self.place

        lat = self.lat

        lon = self.lon

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if place is not UNSET:
            field_dict["place"] = place
        if lat is not UNSET:
            field_dict["lat"] = lat
        if lon is not UNSET:
            field_dict["lon"] = lon

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        place = d.pop("place", UNSET)

        lat = d.pop("lat", UNSET)

        lon = d.pop("lon", UNSET)

        agent_run_request_context_location = cls(
            place=place,
            lat=lat,
            lon=lon,
        )

        return agent_run_request_context_location
