from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="AstroKpRules")


@_attrs_define
class AstroKpRules:
    """The rules applied, in words.

    Attributes:
        sub (str):
        significators (str):
        nodes (str):
        ruling_planets (str):
        horary (str | Unset):
    """

    sub: str
    significators: str
    nodes: str
    ruling_planets: str
    horary: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        sub = self.sub

        significators = self.significators

        nodes = self.nodes

        ruling_planets = self.ruling_planets

        horary = self.horary

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "sub": sub,
                "significators": significators,
                "nodes": nodes,
                "ruling_planets": ruling_planets,
            }
        )
        if horary is not UNSET:
            field_dict["horary"] = horary

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        sub = d.pop("sub")

        significators = d.pop("significators")

        nodes = d.pop("nodes")

        ruling_planets = d.pop("ruling_planets")

        horary = d.pop("horary", UNSET)

        astro_kp_rules = cls(
            sub=sub,
            significators=significators,
            nodes=nodes,
            ruling_planets=ruling_planets,
            horary=horary,
        )

        astro_kp_rules.additional_properties = d
        return astro_kp_rules

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
