from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.astro_gowri_part import AstroGowriPart


T = TypeVar("T", bound="AstroPanchangPeriodsGowriPanchangam")


@_attrs_define
class AstroPanchangPeriodsGowriPanchangam:
    """
    Attributes:
        day (list[AstroGowriPart]):
        night (list[AstroGowriPart]):
    """

    day: list[AstroGowriPart]
    night: list[AstroGowriPart]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        day = []
        for day_item_data in self.day:
            day_item = day_item_data.to_dict()
            day.append(day_item)

        night = []
        for night_item_data in self.night:
            night_item = night_item_data.to_dict()
            night.append(night_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "day": day,
                "night": night,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_gowri_part import AstroGowriPart

        d = dict(src_dict)
        day = []
        _day = d.pop("day")
        for day_item_data in _day:
            day_item = AstroGowriPart.from_dict(day_item_data)

            day.append(day_item)

        night = []
        _night = d.pop("night")
        for night_item_data in _night:
            night_item = AstroGowriPart.from_dict(night_item_data)

            night.append(night_item)

        astro_panchang_periods_gowri_panchangam = cls(
            day=day,
            night=night,
        )

        astro_panchang_periods_gowri_panchangam.additional_properties = d
        return astro_panchang_periods_gowri_panchangam

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
