from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_kp_graha import AstroKpGraha
from ..models.astro_kp_ruling_planets_weekday import AstroKpRulingPlanetsWeekday

if TYPE_CHECKING:
    from ..models.astro_kp_ruling_planets_node_agents_item import (
        AstroKpRulingPlanetsNodeAgentsItem,
    )


T = TypeVar("T", bound="AstroKpRulingPlanets")


@_attrs_define
class AstroKpRulingPlanets:
    """
    Attributes:
        weekday (AstroKpRulingPlanetsWeekday): The Vedic weekday (sunrise to sunrise) holding the moment.
        day_start (datetime.datetime | None): The sunrise that began that day, UTC; null where the Sun does not rise
            that civil day (then the civil weekday is used).
        day_lord (AstroKpGraha): One of the nine grahas (canonical English name; see graha_names_local for hi/ta).
        moon_sign_lord (AstroKpGraha): One of the nine grahas (canonical English name; see graha_names_local for hi/ta).
        moon_star_lord (AstroKpGraha): One of the nine grahas (canonical English name; see graha_names_local for hi/ta).
        moon_sub_lord (AstroKpGraha): One of the nine grahas (canonical English name; see graha_names_local for hi/ta).
        lagna_sign_lord (AstroKpGraha): One of the nine grahas (canonical English name; see graha_names_local for
            hi/ta).
        lagna_star_lord (AstroKpGraha): One of the nine grahas (canonical English name; see graha_names_local for
            hi/ta).
        lagna_sub_lord (AstroKpGraha): One of the nine grahas (canonical English name; see graha_names_local for hi/ta).
        node_agents (list[AstroKpRulingPlanetsNodeAgentsItem]): Rahu or Ketu joining as the agent of ruling planets (it
            occupies a sign ruled by one, or shares its sign).
        planets (list[AstroKpGraha]): The distinct ruling planets in the order above, then the node agents.
    """

    weekday: AstroKpRulingPlanetsWeekday
    day_start: datetime.datetime | None
    day_lord: AstroKpGraha
    moon_sign_lord: AstroKpGraha
    moon_star_lord: AstroKpGraha
    moon_sub_lord: AstroKpGraha
    lagna_sign_lord: AstroKpGraha
    lagna_star_lord: AstroKpGraha
    lagna_sub_lord: AstroKpGraha
    node_agents: list[AstroKpRulingPlanetsNodeAgentsItem]
    planets: list[AstroKpGraha]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        weekday = self.weekday.value

        day_start: None | str
        if isinstance(self.day_start, datetime.datetime):
            day_start = self.day_start.isoformat()
        else:
            day_start = self.day_start

        day_lord = self.day_lord.value

        moon_sign_lord = self.moon_sign_lord.value

        moon_star_lord = self.moon_star_lord.value

        moon_sub_lord = self.moon_sub_lord.value

        lagna_sign_lord = self.lagna_sign_lord.value

        lagna_star_lord = self.lagna_star_lord.value

        lagna_sub_lord = self.lagna_sub_lord.value

        node_agents = []
        for node_agents_item_data in self.node_agents:
            node_agents_item = node_agents_item_data.to_dict()
            node_agents.append(node_agents_item)

        planets = []
        for planets_item_data in self.planets:
            planets_item = planets_item_data.value
            planets.append(planets_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "weekday": weekday,
                "day_start": day_start,
                "day_lord": day_lord,
                "moon_sign_lord": moon_sign_lord,
                "moon_star_lord": moon_star_lord,
                "moon_sub_lord": moon_sub_lord,
                "lagna_sign_lord": lagna_sign_lord,
                "lagna_star_lord": lagna_star_lord,
                "lagna_sub_lord": lagna_sub_lord,
                "node_agents": node_agents,
                "planets": planets,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_kp_ruling_planets_node_agents_item import (
            AstroKpRulingPlanetsNodeAgentsItem,
        )

        d = dict(src_dict)
        weekday = AstroKpRulingPlanetsWeekday(d.pop("weekday"))

        def _parse_day_start(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                day_start_type_0 = datetime.datetime.fromisoformat(data)

                return day_start_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        day_start = _parse_day_start(d.pop("day_start"))

        day_lord = AstroKpGraha(d.pop("day_lord"))

        moon_sign_lord = AstroKpGraha(d.pop("moon_sign_lord"))

        moon_star_lord = AstroKpGraha(d.pop("moon_star_lord"))

        moon_sub_lord = AstroKpGraha(d.pop("moon_sub_lord"))

        lagna_sign_lord = AstroKpGraha(d.pop("lagna_sign_lord"))

        lagna_star_lord = AstroKpGraha(d.pop("lagna_star_lord"))

        lagna_sub_lord = AstroKpGraha(d.pop("lagna_sub_lord"))

        node_agents = []
        _node_agents = d.pop("node_agents")
        for node_agents_item_data in _node_agents:
            node_agents_item = AstroKpRulingPlanetsNodeAgentsItem.from_dict(
                node_agents_item_data
            )

            node_agents.append(node_agents_item)

        planets = []
        _planets = d.pop("planets")
        for planets_item_data in _planets:
            planets_item = AstroKpGraha(planets_item_data)

            planets.append(planets_item)

        astro_kp_ruling_planets = cls(
            weekday=weekday,
            day_start=day_start,
            day_lord=day_lord,
            moon_sign_lord=moon_sign_lord,
            moon_star_lord=moon_star_lord,
            moon_sub_lord=moon_sub_lord,
            lagna_sign_lord=lagna_sign_lord,
            lagna_star_lord=lagna_star_lord,
            lagna_sub_lord=lagna_sub_lord,
            node_agents=node_agents,
            planets=planets,
        )

        astro_kp_ruling_planets.additional_properties = d
        return astro_kp_ruling_planets

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
