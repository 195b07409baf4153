from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AstroAshtakavargaSarvashtakavarga")


@_attrs_define
class AstroAshtakavargaSarvashtakavarga:
    """
    Attributes:
        bindus (list[int]):
        total (int): 337 for every chart.
        by_house (list[int]):
    """

    bindus: list[int]
    total: int
    by_house: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        bindus = self.bindus

        total = self.total

        by_house = self.by_house

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "bindus": bindus,
                "total": total,
                "by_house": by_house,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        bindus = cast(list[int], d.pop("bindus"))

        total = d.pop("total")

        by_house = cast(list[int], d.pop("by_house"))

        astro_ashtakavarga_sarvashtakavarga = cls(
            bindus=bindus,
            total=total,
            by_house=by_house,
        )

        astro_ashtakavarga_sarvashtakavarga.additional_properties = d
        return astro_ashtakavarga_sarvashtakavarga

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
