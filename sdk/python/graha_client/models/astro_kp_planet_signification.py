from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_kp_graha import AstroKpGraha

T = TypeVar("T", bound="AstroKpPlanetSignification")


@_attrs_define
class AstroKpPlanetSignification:
    """
    Attributes:
        planet (AstroKpGraha): One of the nine grahas (canonical English name; see graha_names_local for hi/ta).
        houses (list[int]): Every house the planet signifies, at any level.
        level_1 (list[int]):
        level_2 (list[int]):
        level_3 (list[int]):
        level_4 (list[int]):
    """

    planet: AstroKpGraha
    houses: list[int]
    level_1: list[int]
    level_2: list[int]
    level_3: list[int]
    level_4: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        planet = self.planet.value

        houses = self.houses

        level_1 = self.level_1

        level_2 = self.level_2

        level_3 = self.level_3

        level_4 = self.level_4

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "planet": planet,
                "houses": houses,
                "level_1": level_1,
                "level_2": level_2,
                "level_3": level_3,
                "level_4": level_4,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        planet = AstroKpGraha(d.pop("planet"))

        houses = cast(list[int], d.pop("houses"))

        level_1 = cast(list[int], d.pop("level_1"))

        level_2 = cast(list[int], d.pop("level_2"))

        level_3 = cast(list[int], d.pop("level_3"))

        level_4 = cast(list[int], d.pop("level_4"))

        astro_kp_planet_signification = cls(
            planet=planet,
            houses=houses,
            level_1=level_1,
            level_2=level_2,
            level_3=level_3,
            level_4=level_4,
        )

        astro_kp_planet_signification.additional_properties = d
        return astro_kp_planet_signification

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
