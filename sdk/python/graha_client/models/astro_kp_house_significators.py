from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_kp_graha import AstroKpGraha

if TYPE_CHECKING:
    from ..models.astro_kp_house_significators_node_agents_item import (
        AstroKpHouseSignificatorsNodeAgentsItem,
    )


T = TypeVar("T", bound="AstroKpHouseSignificators")


@_attrs_define
class AstroKpHouseSignificators:
    """
    Attributes:
        house (int):
        level_1 (list[AstroKpGraha]): Planets in the star (nakshatra) of an occupant of the house (strongest).
        level_2 (list[AstroKpGraha]): Occupants of the house (from its cusp to the next).
        level_3 (list[AstroKpGraha]): Planets in the star of the house lord.
        level_4 (list[AstroKpGraha]): The house lord (lord of the sign on the cusp).
        node_agents (list[AstroKpHouseSignificatorsNodeAgentsItem]): Rahu or Ketu added to a level as the agent of a
            principal standing in it (its sign lord or a graha in its sign).
        significators (list[AstroKpGraha]): All significators, strongest level first, each once.
    """

    house: int
    level_1: list[AstroKpGraha]
    level_2: list[AstroKpGraha]
    level_3: list[AstroKpGraha]
    level_4: list[AstroKpGraha]
    node_agents: list[AstroKpHouseSignificatorsNodeAgentsItem]
    significators: list[AstroKpGraha]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        house = self.house

        level_1 = []
        for level_1_item_data in self.level_1:
            level_1_item = level_1_item_data.value
            level_1.append(level_1_item)

        level_2 = []
        for level_2_item_data in self.level_2:
            level_2_item = level_2_item_data.value
            level_2.append(level_2_item)

        level_3 = []
        for level_3_item_data in self.level_3:
            level_3_item = level_3_item_data.value
            level_3.append(level_3_item)

        level_4 = []
        for level_4_item_data in self.level_4:
            level_4_item = level_4_item_data.value
            level_4.append(level_4_item)

        node_agents = []
        for node_agents_item_data in self.node_agents:
            node_agents_item = node_agents_item_data.to_dict()
            node_agents.append(node_agents_item)

        significators = []
        for significators_item_data in self.significators:
            significators_item = significators_item_data.value
            significators.append(significators_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "house": house,
                "level_1": level_1,
                "level_2": level_2,
                "level_3": level_3,
                "level_4": level_4,
                "node_agents": node_agents,
                "significators": significators,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_kp_house_significators_node_agents_item import (
            AstroKpHouseSignificatorsNodeAgentsItem,
        )

        d = dict(src_dict)
        house = d.pop("house")

        level_1 = []
        _level_1 = d.pop("level_1")
        for level_1_item_data in _level_1:
            level_1_item = AstroKpGraha(level_1_item_data)

            level_1.append(level_1_item)

        level_2 = []
        _level_2 = d.pop("level_2")
        for level_2_item_data in _level_2:
            level_2_item = AstroKpGraha(level_2_item_data)

            level_2.append(level_2_item)

        level_3 = []
        _level_3 = d.pop("level_3")
        for level_3_item_data in _level_3:
            level_3_item = AstroKpGraha(level_3_item_data)

            level_3.append(level_3_item)

        level_4 = []
        _level_4 = d.pop("level_4")
        for level_4_item_data in _level_4:
            level_4_item = AstroKpGraha(level_4_item_data)

            level_4.append(level_4_item)

        node_agents = []
        _node_agents = d.pop("node_agents")
        for node_agents_item_data in _node_agents:
            node_agents_item = AstroKpHouseSignificatorsNodeAgentsItem.from_dict(
                node_agents_item_data
            )

            node_agents.append(node_agents_item)

        significators = []
        _significators = d.pop("significators")
        for significators_item_data in _significators:
            significators_item = AstroKpGraha(significators_item_data)

            significators.append(significators_item)

        astro_kp_house_significators = cls(
            house=house,
            level_1=level_1,
            level_2=level_2,
            level_3=level_3,
            level_4=level_4,
            node_agents=node_agents,
            significators=significators,
        )

        astro_kp_house_significators.additional_properties = d
        return astro_kp_house_significators

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
