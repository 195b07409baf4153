from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.astro_varshaphal_solar_return_place import (
        AstroVarshaphalSolarReturnPlace,
    )


T = TypeVar("T", bound="AstroVarshaphalSolarReturn")


@_attrs_define
class AstroVarshaphalSolarReturn:
    """
    Attributes:
        utc_datetime (datetime.datetime):
        local_datetime (str): ISO 8601 local time of the return at the place of the return, with its offset.
        tz_offset_hours (float):
        place (AstroVarshaphalSolarReturnPlace):
        jd_tt (float):
        sun_longitude (float): Sidereal Sun at the return (equals the natal value to under 0.01").
        error_arcsec (float):
        iterations (int):
        day_return (bool): The Sun above the horizon at the return (houses 7-12 from the varsha ascendant).
        next_return_utc (datetime.datetime):
        year_length_days (float): Days from this return to the next (the Mudda dasha's year).
        method (str):
    """

    utc_datetime: datetime.datetime
    local_datetime: str
    tz_offset_hours: float
    place: AstroVarshaphalSolarReturnPlace
    jd_tt: float
    sun_longitude: float
    error_arcsec: float
    iterations: int
    day_return: bool
    next_return_utc: datetime.datetime
    year_length_days: float
    method: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        utc_datetime = self.utc_datetime.isoformat()

        local_datetime = self.local_datetime

        tz_offset_hours = self.tz_offset_hours

        place = self.place.to_dict()

        jd_tt = self.jd_tt

        sun_longitude = self.sun_longitude

        error_arcsec = self.error_arcsec

        iterations = self.iterations

        day_return = self.day_return

        next_return_utc = self.next_return_utc.isoformat()

        year_length_days = self.year_length_days

        method = self.method

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "utc_datetime": utc_datetime,
                "local_datetime": local_datetime,
                "tz_offset_hours": tz_offset_hours,
                "place": place,
                "jd_tt": jd_tt,
                "sun_longitude": sun_longitude,
                "error_arcsec": error_arcsec,
                "iterations": iterations,
                "day_return": day_return,
                "next_return_utc": next_return_utc,
                "year_length_days": year_length_days,
                "method": method,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_varshaphal_solar_return_place import (
            AstroVarshaphalSolarReturnPlace,
        )

        d = dict(src_dict)
        utc_datetime = datetime.datetime.fromisoformat(d.pop("utc_datetime"))

        local_datetime = d.pop("local_datetime")

        tz_offset_hours = d.pop("tz_offset_hours")

        place = AstroVarshaphalSolarReturnPlace.from_dict(d.pop("place"))

        jd_tt = d.pop("jd_tt")

        sun_longitude = d.pop("sun_longitude")

        error_arcsec = d.pop("error_arcsec")

        iterations = d.pop("iterations")

        day_return = d.pop("day_return")

        next_return_utc = datetime.datetime.fromisoformat(d.pop("next_return_utc"))

        year_length_days = d.pop("year_length_days")

        method = d.pop("method")

        astro_varshaphal_solar_return = cls(
            utc_datetime=utc_datetime,
            local_datetime=local_datetime,
            tz_offset_hours=tz_offset_hours,
            place=place,
            jd_tt=jd_tt,
            sun_longitude=sun_longitude,
            error_arcsec=error_arcsec,
            iterations=iterations,
            day_return=day_return,
            next_return_utc=next_return_utc,
            year_length_days=year_length_days,
            method=method,
        )

        astro_varshaphal_solar_return.additional_properties = d
        return astro_varshaphal_solar_return

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
