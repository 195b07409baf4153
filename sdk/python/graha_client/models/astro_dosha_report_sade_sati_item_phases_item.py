from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_dosha_report_sade_sati_item_phases_item_sign import (
    AstroDoshaReportSadeSatiItemPhasesItemSign,
)

T = TypeVar("T", bound="AstroDoshaReportSadeSatiItemPhasesItem")


@_attrs_define
class AstroDoshaReportSadeSatiItemPhasesItem:
    """
    Attributes:
        start (datetime.datetime):
        end (datetime.datetime):
        sign (AstroDoshaReportSadeSatiItemPhasesItemSign):
        house_from_moon (int):
        phase (str):
    """

    start: datetime.datetime
    end: datetime.datetime
    sign: AstroDoshaReportSadeSatiItemPhasesItemSign
    house_from_moon: int
    phase: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        start = self.start.isoformat()

        end = self.end.isoformat()

        sign = self.sign.value

        house_from_moon = self.house_from_moon

        phase = self.phase

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "start": start,
                "end": end,
                "sign": sign,
                "house_from_moon": house_from_moon,
                "phase": phase,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        start = datetime.datetime.fromisoformat(d.pop("start"))

        end = datetime.datetime.fromisoformat(d.pop("end"))

        sign = AstroDoshaReportSadeSatiItemPhasesItemSign(d.pop("sign"))

        house_from_moon = d.pop("house_from_moon")

        phase = d.pop("phase")

        astro_dosha_report_sade_sati_item_phases_item = cls(
            start=start,
            end=end,
            sign=sign,
            house_from_moon=house_from_moon,
            phase=phase,
        )

        astro_dosha_report_sade_sati_item_phases_item.additional_properties = d
        return astro_dosha_report_sade_sati_item_phases_item

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
