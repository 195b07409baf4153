from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.astro_dosha_report_sade_sati_item_phases_item import (
        AstroDoshaReportSadeSatiItemPhasesItem,
    )


T = TypeVar("T", bound="AstroDoshaReportSadeSatiItem")


@_attrs_define
class AstroDoshaReportSadeSatiItem:
    """
    Attributes:
        start (datetime.datetime):
        end (datetime.datetime):
        phases (list[AstroDoshaReportSadeSatiItemPhasesItem]):
    """

    start: datetime.datetime
    end: datetime.datetime
    phases: list[AstroDoshaReportSadeSatiItemPhasesItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        start = self.start.isoformat()

        end = self.end.isoformat()

        phases = []
        for phases_item_data in self.phases:
            phases_item = phases_item_data.to_dict()
            phases.append(phases_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "start": start,
                "end": end,
                "phases": phases,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_dosha_report_sade_sati_item_phases_item import (
            AstroDoshaReportSadeSatiItemPhasesItem,
        )

        d = dict(src_dict)
        start = datetime.datetime.fromisoformat(d.pop("start"))

        end = datetime.datetime.fromisoformat(d.pop("end"))

        phases = []
        _phases = d.pop("phases")
        for phases_item_data in _phases:
            phases_item = AstroDoshaReportSadeSatiItemPhasesItem.from_dict(
                phases_item_data
            )

            phases.append(phases_item)

        astro_dosha_report_sade_sati_item = cls(
            start=start,
            end=end,
            phases=phases,
        )

        astro_dosha_report_sade_sati_item.additional_properties = d
        return astro_dosha_report_sade_sati_item

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
