from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_progressions_natal_house_system import (
    AstroProgressionsNatalHouseSystem,
)
from ..models.astro_progressions_natal_node_type import AstroProgressionsNatalNodeType
from ..models.astro_progressions_natal_zodiac import AstroProgressionsNatalZodiac
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.astro_omitted_points import AstroOmittedPoints
    from ..models.astro_time_info import AstroTimeInfo
    from ..models.astro_western_house import AstroWesternHouse
    from ..models.astro_western_point import AstroWesternPoint


T = TypeVar("T", bound="AstroProgressionsNatal")


@_attrs_define
class AstroProgressionsNatal:
    """The natal chart (as in /v1/astrology/aspects, without its aspects).

    Attributes:
        zodiac (AstroProgressionsNatalZodiac):
        house_system (AstroProgressionsNatalHouseSystem):
        node_type (AstroProgressionsNatalNodeType):
        time (AstroTimeInfo): How the local birth time was resolved.
        day_chart (bool): Sun above the horizon (Part of Fortune: Asc + Moon - Sun by day, Asc + Sun - Moon by night).
        points (list[AstroWesternPoint]):
        houses (list[AstroWesternHouse]):
        omitted_points (AstroOmittedPoints | Unset): Present only when points were left out of `points` (Chiron, Ceres,
            Pallas, Juno and Vesta outside the range of their table, 999-05-24 .. 3000-08-02, which holds every date the API
            accepts, so it does not appear in answers today); the rest of the chart is unchanged.
    """

    zodiac: AstroProgressionsNatalZodiac
    house_system: AstroProgressionsNatalHouseSystem
    node_type: AstroProgressionsNatalNodeType
    time: AstroTimeInfo
    day_chart: bool
    points: list[AstroWesternPoint]
    houses: list[AstroWesternHouse]
    omitted_points: AstroOmittedPoints | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        zodiac = self.zodiac.value

        house_system = self.house_system.value

        node_type = self.node_type.value

        time = self.time.to_dict()

        day_chart = self.day_chart

        points = []
        for points_item_data in self.points:
            points_item = points_item_data.to_dict()
            points.append(points_item)

        houses = []
        for houses_item_data in self.houses:
            houses_item = houses_item_data.to_dict()
            houses.append(houses_item)

        omitted_points: dict[str, Any] | Unset = UNSET
        if not isinstance(self.omitted_points, Unset):
            omitted_points = self.omitted_points.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "zodiac": zodiac,
                "house_system": house_system,
                "node_type": node_type,
                "time": time,
                "day_chart": day_chart,
                "points": points,
                "houses": houses,
            }
        )
        if omitted_points is not UNSET:
            field_dict["omitted_points"] = omitted_points

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_omitted_points import AstroOmittedPoints
        from ..models.astro_time_info import AstroTimeInfo
        from ..models.astro_western_house import AstroWesternHouse
        from ..models.astro_western_point import AstroWesternPoint

        d = dict(src_dict)
        zodiac = AstroProgressionsNatalZodiac(d.pop("zodiac"))

        house_system = AstroProgressionsNatalHouseSystem(d.pop("house_system"))

        node_type = AstroProgressionsNatalNodeType(d.pop("node_type"))

        time = AstroTimeInfo.from_dict(d.pop("time"))

        day_chart = d.pop("day_chart")

        points = []
        _points = d.pop("points")
        for points_item_data in _points:
            points_item = AstroWesternPoint.from_dict(points_item_data)

            points.append(points_item)

        houses = []
        _houses = d.pop("houses")
        for houses_item_data in _houses:
            houses_item = AstroWesternHouse.from_dict(houses_item_data)

            houses.append(houses_item)

        _omitted_points = d.pop("omitted_points", UNSET)
        omitted_points: AstroOmittedPoints | Unset
        if isinstance(_omitted_points, Unset):
            omitted_points = UNSET
        else:
            omitted_points = AstroOmittedPoints.from_dict(_omitted_points)

        astro_progressions_natal = cls(
            zodiac=zodiac,
            house_system=house_system,
            node_type=node_type,
            time=time,
            day_chart=day_chart,
            points=points,
            houses=houses,
            omitted_points=omitted_points,
        )

        astro_progressions_natal.additional_properties = d
        return astro_progressions_natal

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
