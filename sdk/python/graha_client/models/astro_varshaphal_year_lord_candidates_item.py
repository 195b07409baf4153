from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AstroVarshaphalYearLordCandidatesItem")


@_attrs_define
class AstroVarshaphalYearLordCandidatesItem:
    """
    Attributes:
        office (str):
        planet (str):
        pancha_vargiya_bala (float):
        aspects_lagna (bool):
    """

    office: str
    planet: str
    pancha_vargiya_bala: float
    aspects_lagna: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        office = self.office

        planet = self.planet

        pancha_vargiya_bala = self.pancha_vargiya_bala

        aspects_lagna = self.aspects_lagna

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "office": office,
                "planet": planet,
                "pancha_vargiya_bala": pancha_vargiya_bala,
                "aspects_lagna": aspects_lagna,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        office = d.pop("office")

        planet = d.pop("planet")

        pancha_vargiya_bala = d.pop("pancha_vargiya_bala")

        aspects_lagna = d.pop("aspects_lagna")

        astro_varshaphal_year_lord_candidates_item = cls(
            office=office,
            planet=planet,
            pancha_vargiya_bala=pancha_vargiya_bala,
            aspects_lagna=aspects_lagna,
        )

        astro_varshaphal_year_lord_candidates_item.additional_properties = d
        return astro_varshaphal_year_lord_candidates_item

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
