from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AstroTamilDateYear")


@_attrs_define
class AstroTamilDateYear:
    """The year of the 60-year cycle the day belongs to (Thai, Maasi and Panguni belong to the year that began the April
    before), its name, and the Gregorian year whose Chithirai 1 began it.

        Attributes:
            number (int):
            name (str):  Example: Parabhaava.
            name_local (str):  Example: பராபவ.
            began (int):  Example: 2026.
    """

    number: int
    name: str
    name_local: str
    began: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        number = self.number

        name = self.name

        name_local = self.name_local

        began = self.began

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "number": number,
                "name": name,
                "name_local": name_local,
                "began": began,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        number = d.pop("number")

        name = d.pop("name")

        name_local = d.pop("name_local")

        began = d.pop("began")

        astro_tamil_date_year = cls(
            number=number,
            name=name,
            name_local=name_local,
            began=began,
        )

        astro_tamil_date_year.additional_properties = d
        return astro_tamil_date_year

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
