from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.astro_jaimini_rashi_drishti_planets_item import (
        AstroJaiminiRashiDrishtiPlanetsItem,
    )
    from ..models.astro_jaimini_rashi_drishti_signs_item import (
        AstroJaiminiRashiDrishtiSignsItem,
    )


T = TypeVar("T", bound="AstroJaiminiRashiDrishti")


@_attrs_define
class AstroJaiminiRashiDrishti:
    """
    Attributes:
        rule (str):
        signs (list[AstroJaiminiRashiDrishtiSignsItem]):
        planets (list[AstroJaiminiRashiDrishtiPlanetsItem]):
    """

    rule: str
    signs: list[AstroJaiminiRashiDrishtiSignsItem]
    planets: list[AstroJaiminiRashiDrishtiPlanetsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        rule = self.rule

        signs = []
        for signs_item_data in self.signs:
            signs_item = signs_item_data.to_dict()
            signs.append(signs_item)

        planets = []
        for planets_item_data in self.planets:
            planets_item = planets_item_data.to_dict()
            planets.append(planets_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "rule": rule,
                "signs": signs,
                "planets": planets,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_jaimini_rashi_drishti_planets_item import (
            AstroJaiminiRashiDrishtiPlanetsItem,
        )
        from ..models.astro_jaimini_rashi_drishti_signs_item import (
            AstroJaiminiRashiDrishtiSignsItem,
        )

        d = dict(src_dict)
        rule = d.pop("rule")

        signs = []
        _signs = d.pop("signs")
        for signs_item_data in _signs:
            signs_item = AstroJaiminiRashiDrishtiSignsItem.from_dict(signs_item_data)

            signs.append(signs_item)

        planets = []
        _planets = d.pop("planets")
        for planets_item_data in _planets:
            planets_item = AstroJaiminiRashiDrishtiPlanetsItem.from_dict(
                planets_item_data
            )

            planets.append(planets_item)

        astro_jaimini_rashi_drishti = cls(
            rule=rule,
            signs=signs,
            planets=planets,
        )

        astro_jaimini_rashi_drishti.additional_properties = d
        return astro_jaimini_rashi_drishti

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
