from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.astro_synastry_composite_points_item import (
        AstroSynastryCompositePointsItem,
    )
    from ..models.astro_western_house import AstroWesternHouse


T = TypeVar("T", bound="AstroSynastryComposite")


@_attrs_define
class AstroSynastryComposite:
    """
    Attributes:
        house_system (str):
        latitude (float): Mean of the two birth latitudes, used for the houses.
        points (list[AstroSynastryCompositePointsItem]):
        houses (list[AstroWesternHouse]):
    """

    house_system: str
    latitude: float
    points: list[AstroSynastryCompositePointsItem]
    houses: list[AstroWesternHouse]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        house_system = self.house_system

        latitude = self.latitude

        points = []
        for points_item_data in self.points:
            points_item = points_item_data.to_dict()
            points.append(points_item)

        houses = []
        for houses_item_data in self.houses:
            houses_item = houses_item_data.to_dict()
            houses.append(houses_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "house_system": house_system,
                "latitude": latitude,
                "points": points,
                "houses": houses,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_synastry_composite_points_item import (
            AstroSynastryCompositePointsItem,
        )
        from ..models.astro_western_house import AstroWesternHouse

        d = dict(src_dict)
        house_system = d.pop("house_system")

        latitude = d.pop("latitude")

        points = []
        _points = d.pop("points")
        for points_item_data in _points:
            points_item = AstroSynastryCompositePointsItem.from_dict(points_item_data)

            points.append(points_item)

        houses = []
        _houses = d.pop("houses")
        for houses_item_data in _houses:
            houses_item = AstroWesternHouse.from_dict(houses_item_data)

            houses.append(houses_item)

        astro_synastry_composite = cls(
            house_system=house_system,
            latitude=latitude,
            points=points,
            houses=houses,
        )

        astro_synastry_composite.additional_properties = d
        return astro_synastry_composite

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
