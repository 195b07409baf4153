from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_hora_part_part import AstroHoraPartPart
from ..models.astro_weekday_lord import AstroWeekdayLord
from ..types import UNSET, Unset

T = TypeVar("T", bound="AstroHoraPart")


@_attrs_define
class AstroHoraPart:
    """
    Attributes:
        number (int):
        part (AstroHoraPartPart):
        lord (AstroWeekdayLord):
        start (str): Local ISO 8601 date-time with the UTC offset in force at that instant, seconds precision.
        end (str): Local ISO 8601 date-time with the UTC offset in force at that instant, seconds precision.
        lord_local (str | Unset):
    """

    number: int
    part: AstroHoraPartPart
    lord: AstroWeekdayLord
    start: str
    end: str
    lord_local: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        number = self.number

        part = self.part.value

        lord = self.lord.value

        start = self.start

        end = self.end

        lord_local = self.lord_local

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "number": number,
                "part": part,
                "lord": lord,
                "start": start,
                "end": end,
            }
        )
        if lord_local is not UNSET:
            field_dict["lord_local"] = lord_local

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        number = d.pop("number")

        part = AstroHoraPartPart(d.pop("part"))

        lord = AstroWeekdayLord(d.pop("lord"))

        start = d.pop("start")

        end = d.pop("end")

        lord_local = d.pop("lord_local", UNSET)

        astro_hora_part = cls(
            number=number,
            part=part,
            lord=lord,
            start=start,
            end=end,
            lord_local=lord_local,
        )

        astro_hora_part.additional_properties = d
        return astro_hora_part

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
