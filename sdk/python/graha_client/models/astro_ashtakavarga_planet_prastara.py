from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AstroAshtakavargaPlanetPrastara")


@_attrs_define
class AstroAshtakavargaPlanetPrastara:
    """Per contributor (seven grahas and the lagna), 1 where it gave a bindu, per sign.

    Attributes:
        sun (list[int]):
        moon (list[int]):
        mars (list[int]):
        mercury (list[int]):
        jupiter (list[int]):
        venus (list[int]):
        saturn (list[int]):
        lagna (list[int]):
    """

    sun: list[int]
    moon: list[int]
    mars: list[int]
    mercury: list[int]
    jupiter: list[int]
    venus: list[int]
    saturn: list[int]
    lagna: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        sun = self.sun

        moon = self.moon

        mars = self.mars

        mercury = self.mercury

        jupiter = self.jupiter

        venus = self.venus

        saturn = self.saturn

        lagna = self.lagna

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "Sun": sun,
                "Moon": moon,
                "Mars": mars,
                "Mercury": mercury,
                "Jupiter": jupiter,
                "Venus": venus,
                "Saturn": saturn,
                "Lagna": lagna,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        sun = cast(list[int], d.pop("Sun"))

        moon = cast(list[int], d.pop("Moon"))

        mars = cast(list[int], d.pop("Mars"))

        mercury = cast(list[int], d.pop("Mercury"))

        jupiter = cast(list[int], d.pop("Jupiter"))

        venus = cast(list[int], d.pop("Venus"))

        saturn = cast(list[int], d.pop("Saturn"))

        lagna = cast(list[int], d.pop("Lagna"))

        astro_ashtakavarga_planet_prastara = cls(
            sun=sun,
            moon=moon,
            mars=mars,
            mercury=mercury,
            jupiter=jupiter,
            venus=venus,
            saturn=saturn,
            lagna=lagna,
        )

        astro_ashtakavarga_planet_prastara.additional_properties = d
        return astro_ashtakavarga_planet_prastara

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
