from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_kp_graha import AstroKpGraha

T = TypeVar("T", bound="AstroKpHorary")


@_attrs_define
class AstroKpHorary:
    """The chosen row of the 249 table (horary charts only).

    Attributes:
        number (int):
        sign (str):
        star_lord (AstroKpGraha): One of the nine grahas (canonical English name; see graha_names_local for hi/ta).
        sub_lord (AstroKpGraha): One of the nine grahas (canonical English name; see graha_names_local for hi/ta).
        start (str): Start within the sign, D°MM'SS" (the horary ascendant).
        end (str): End within the sign, D°MM'SS".
        start_longitude (float):
        end_longitude (float):
    """

    number: int
    sign: str
    star_lord: AstroKpGraha
    sub_lord: AstroKpGraha
    start: str
    end: str
    start_longitude: float
    end_longitude: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        number = self.number

        sign = self.sign

        star_lord = self.star_lord.value

        sub_lord = self.sub_lord.value

        start = self.start

        end = self.end

        start_longitude = self.start_longitude

        end_longitude = self.end_longitude

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "number": number,
                "sign": sign,
                "star_lord": star_lord,
                "sub_lord": sub_lord,
                "start": start,
                "end": end,
                "start_longitude": start_longitude,
                "end_longitude": end_longitude,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        number = d.pop("number")

        sign = d.pop("sign")

        star_lord = AstroKpGraha(d.pop("star_lord"))

        sub_lord = AstroKpGraha(d.pop("sub_lord"))

        start = d.pop("start")

        end = d.pop("end")

        start_longitude = d.pop("start_longitude")

        end_longitude = d.pop("end_longitude")

        astro_kp_horary = cls(
            number=number,
            sign=sign,
            star_lord=star_lord,
            sub_lord=sub_lord,
            start=start,
            end=end,
            start_longitude=start_longitude,
            end_longitude=end_longitude,
        )

        astro_kp_horary.additional_properties = d
        return astro_kp_horary

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
