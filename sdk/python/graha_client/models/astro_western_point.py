from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_western_point_name import AstroWesternPointName

T = TypeVar("T", bound="AstroWesternPoint")


@_attrs_define
class AstroWesternPoint:
    """
    Attributes:
        name (AstroWesternPointName): `Lilith` is mean Lilith (the mean lunar apogee, SE_MEAN_APOG); `True Lilith` is
            the osculating lunar apogee (SE_OSCU_APOG, within about 4 arcminutes of Swiss Ephemeris, see
            src/astrology/README.md). `Chiron`, `Ceres`, `Pallas`, `Juno` and `Vesta` come from numerically integrated
            orbits (within 10 arcseconds of Swiss Ephemeris; 3 arcseconds measured), over the engine's whole range,
            1000-01-01 to 2999-12-31.
        longitude (float): Tropical apparent longitude, degrees.
        sign (str):
        degree (float): Degrees within the sign.
        speed (float): Degrees per day (the angles and the Part of Fortune move about 360°/day).
        retrograde (bool):
        house (int):
    """

    name: AstroWesternPointName
    longitude: float
    sign: str
    degree: float
    speed: float
    retrograde: bool
    house: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name.value

        longitude = self.longitude

        sign = self.sign

        degree = self.degree

        speed = self.speed

        retrograde = self.retrograde

        house = self.house

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "longitude": longitude,
                "sign": sign,
                "degree": degree,
                "speed": speed,
                "retrograde": retrograde,
                "house": house,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = AstroWesternPointName(d.pop("name"))

        longitude = d.pop("longitude")

        sign = d.pop("sign")

        degree = d.pop("degree")

        speed = d.pop("speed")

        retrograde = d.pop("retrograde")

        house = d.pop("house")

        astro_western_point = cls(
            name=name,
            longitude=longitude,
            sign=sign,
            degree=degree,
            speed=speed,
            retrograde=retrograde,
            house=house,
        )

        astro_western_point.additional_properties = d
        return astro_western_point

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
