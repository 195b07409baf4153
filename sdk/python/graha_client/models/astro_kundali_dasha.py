from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_kundali_dasha_current import AstroKundaliDashaCurrent
from ..models.astro_kundali_dasha_sub import AstroKundaliDashaSub

T = TypeVar("T", bound="AstroKundaliDasha")


@_attrs_define
class AstroKundaliDasha:
    """
    Attributes:
        current (AstroKundaliDashaCurrent): Current Vimshottari mahadasha lord.
        sub (AstroKundaliDashaSub): Current antardasha lord.
        start (datetime.date): Start of the current mahadasha.
        end (datetime.date): End of the current mahadasha.
        sub_start (datetime.date):
        sub_end (datetime.date):
    """

    current: AstroKundaliDashaCurrent
    sub: AstroKundaliDashaSub
    start: datetime.date
    end: datetime.date
    sub_start: datetime.date
    sub_end: datetime.date
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        current = self.current.value

        sub = self.sub.value

        start = self.start.isoformat()

        end = self.end.isoformat()

        sub_start = self.sub_start.isoformat()

        sub_end = self.sub_end.isoformat()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "current": current,
                "sub": sub,
                "start": start,
                "end": end,
                "sub_start": sub_start,
                "sub_end": sub_end,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        current = AstroKundaliDashaCurrent(d.pop("current"))

        sub = AstroKundaliDashaSub(d.pop("sub"))

        start = datetime.date.fromisoformat(d.pop("start"))

        end = datetime.date.fromisoformat(d.pop("end"))

        sub_start = datetime.date.fromisoformat(d.pop("sub_start"))

        sub_end = datetime.date.fromisoformat(d.pop("sub_end"))

        astro_kundali_dasha = cls(
            current=current,
            sub=sub,
            start=start,
            end=end,
            sub_start=sub_start,
            sub_end=sub_end,
        )

        astro_kundali_dasha.additional_properties = d
        return astro_kundali_dasha

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
