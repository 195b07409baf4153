from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_kp_graha import AstroKpGraha
from ..models.astro_kp_ruling_planets_node_agents_item_node import (
    AstroKpRulingPlanetsNodeAgentsItemNode,
)

T = TypeVar("T", bound="AstroKpRulingPlanetsNodeAgentsItem")


@_attrs_define
class AstroKpRulingPlanetsNodeAgentsItem:
    """
    Attributes:
        node (AstroKpRulingPlanetsNodeAgentsItemNode):
        for_ (list[AstroKpGraha]):
    """

    node: AstroKpRulingPlanetsNodeAgentsItemNode
    for_: list[AstroKpGraha]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        node = self.node.value

        for_ = []
        for for_item_data in self.for_:
            for_item = for_item_data.value
            for_.append(for_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "node": node,
                "for": for_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        node = AstroKpRulingPlanetsNodeAgentsItemNode(d.pop("node"))

        for_ = []
        _for_ = d.pop("for")
        for for_item_data in _for_:
            for_item = AstroKpGraha(for_item_data)

            for_.append(for_item)

        astro_kp_ruling_planets_node_agents_item = cls(
            node=node,
            for_=for_,
        )

        astro_kp_ruling_planets_node_agents_item.additional_properties = d
        return astro_kp_ruling_planets_node_agents_item

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
