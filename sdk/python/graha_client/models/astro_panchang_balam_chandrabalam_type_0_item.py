from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.astro_panchang_named_ref import AstroPanchangNamedRef


T = TypeVar("T", bound="AstroPanchangBalamChandrabalamType0Item")


@_attrs_define
class AstroPanchangBalamChandrabalamType0Item:
    """
    Attributes:
        start (str): Local ISO 8601 date-time with the UTC offset in force at that instant, seconds precision.
        end (str): Local ISO 8601 date-time with the UTC offset in force at that instant, seconds precision.
        moon_sign (AstroPanchangNamedRef):
        position (int): The Moon's sign counted from the natal Moon sign (1 = the same; 8 = chandrashtama).
        favourable (bool):
    """

    start: str
    end: str
    moon_sign: AstroPanchangNamedRef
    position: int
    favourable: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        start = self.start

        end = self.end

        moon_sign = self.moon_sign.to_dict()

        position = self.position

        favourable = self.favourable

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "start": start,
                "end": end,
                "moon_sign": moon_sign,
                "position": position,
                "favourable": favourable,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_panchang_named_ref import AstroPanchangNamedRef

        d = dict(src_dict)
        start = d.pop("start")

        end = d.pop("end")

        moon_sign = AstroPanchangNamedRef.from_dict(d.pop("moon_sign"))

        position = d.pop("position")

        favourable = d.pop("favourable")

        astro_panchang_balam_chandrabalam_type_0_item = cls(
            start=start,
            end=end,
            moon_sign=moon_sign,
            position=position,
            favourable=favourable,
        )

        astro_panchang_balam_chandrabalam_type_0_item.additional_properties = d
        return astro_panchang_balam_chandrabalam_type_0_item

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
