from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_varshaphal_tajika_yogas_yogas_item_yoga import (
    AstroVarshaphalTajikaYogasYogasItemYoga,
)

T = TypeVar("T", bound="AstroVarshaphalTajikaYogasYogasItem")


@_attrs_define
class AstroVarshaphalTajikaYogasYogasItem:
    """
    Attributes:
        yoga (AstroVarshaphalTajikaYogasYogasItemYoga):
        planets (list[str]):
        rule (str):
    """

    yoga: AstroVarshaphalTajikaYogasYogasItemYoga
    planets: list[str]
    rule: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        yoga = self.yoga.value

        planets = self.planets

        rule = self.rule

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "yoga": yoga,
                "planets": planets,
                "rule": rule,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        yoga = AstroVarshaphalTajikaYogasYogasItemYoga(d.pop("yoga"))

        planets = cast(list[str], d.pop("planets"))

        rule = d.pop("rule")

        astro_varshaphal_tajika_yogas_yogas_item = cls(
            yoga=yoga,
            planets=planets,
            rule=rule,
        )

        astro_varshaphal_tajika_yogas_yogas_item.additional_properties = d
        return astro_varshaphal_tajika_yogas_yogas_item

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
