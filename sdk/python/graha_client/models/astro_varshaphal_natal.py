from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AstroVarshaphalNatal")


@_attrs_define
class AstroVarshaphalNatal:
    """
    Attributes:
        utc_datetime (str):
        sun_longitude (float): Natal sidereal Sun, degrees.
        ascendant_sign (str):
        janma_nakshatra (int): The natal Moon's nakshatra, 1 = Ashwini.
    """

    utc_datetime: str
    sun_longitude: float
    ascendant_sign: str
    janma_nakshatra: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        utc_datetime = self.utc_datetime

        sun_longitude = self.sun_longitude

        ascendant_sign = self.ascendant_sign

        janma_nakshatra = self.janma_nakshatra

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "utc_datetime": utc_datetime,
                "sun_longitude": sun_longitude,
                "ascendant_sign": ascendant_sign,
                "janma_nakshatra": janma_nakshatra,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        utc_datetime = d.pop("utc_datetime")

        sun_longitude = d.pop("sun_longitude")

        ascendant_sign = d.pop("ascendant_sign")

        janma_nakshatra = d.pop("janma_nakshatra")

        astro_varshaphal_natal = cls(
            utc_datetime=utc_datetime,
            sun_longitude=sun_longitude,
            ascendant_sign=ascendant_sign,
            janma_nakshatra=janma_nakshatra,
        )

        astro_varshaphal_natal.additional_properties = d
        return astro_varshaphal_natal

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
