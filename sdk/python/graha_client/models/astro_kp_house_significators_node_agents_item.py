from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_kp_graha import AstroKpGraha
from ..models.astro_kp_house_significators_node_agents_item_node import (
    AstroKpHouseSignificatorsNodeAgentsItemNode,
)

T = TypeVar("T", bound="AstroKpHouseSignificatorsNodeAgentsItem")


@_attrs_define
class AstroKpHouseSignificatorsNodeAgentsItem:
    """
    Attributes:
        node (AstroKpHouseSignificatorsNodeAgentsItemNode):
        level (int):
        for_ (AstroKpGraha): One of the nine grahas (canonical English name; see graha_names_local for hi/ta).
    """

    node: AstroKpHouseSignificatorsNodeAgentsItemNode
    level: int
    for_: AstroKpGraha
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        node = self.node.value

        level = self.level

        for_ = self.for_.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "node": node,
                "level": level,
                "for": for_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        node = AstroKpHouseSignificatorsNodeAgentsItemNode(d.pop("node"))

        level = d.pop("level")

        for_ = AstroKpGraha(d.pop("for"))

        astro_kp_house_significators_node_agents_item = cls(
            node=node,
            level=level,
            for_=for_,
        )

        astro_kp_house_significators_node_agents_item.additional_properties = d
        return astro_kp_house_significators_node_agents_item

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
