from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AstroDashaSystemTimelineCurrent")


@_attrs_define
class AstroDashaSystemTimelineCurrent:
    """
    Attributes:
        mahadasha (str):
        antardasha (str):
    """

    mahadasha: str
    antardasha: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        mahadasha = self.mahadasha

        antardasha = self.antardasha

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "mahadasha": mahadasha,
                "antardasha": antardasha,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        mahadasha = d.pop("mahadasha")

        antardasha = d.pop("antardasha")

        astro_dasha_system_timeline_current = cls(
            mahadasha=mahadasha,
            antardasha=antardasha,
        )

        astro_dasha_system_timeline_current.additional_properties = d
        return astro_dasha_system_timeline_current

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
