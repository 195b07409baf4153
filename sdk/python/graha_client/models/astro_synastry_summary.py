from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.astro_aspect import AstroAspect


T = TypeVar("T", bound="AstroSynastrySummary")


@_attrs_define
class AstroSynastrySummary:
    """
    Attributes:
        harmonious (int): Trines and sextiles.
        challenging (int): Squares, oppositions, quincunxes, semi-squares, sesquiquadrates.
        variable (int): Conjunctions and the other minor aspects.
        harmony_percent (float): Exactness-weighted share of harmonious among harmonious + challenging contacts (50 when
            there are none); descriptive, not a traditional score.
        key_contacts (list[AstroAspect]):
    """

    harmonious: int
    challenging: int
    variable: int
    harmony_percent: float
    key_contacts: list[AstroAspect]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        harmonious = self.harmonious

        challenging = self.challenging

        variable = self.variable

        harmony_percent = self.harmony_percent

        key_contacts = []
        for key_contacts_item_data in self.key_contacts:
            key_contacts_item = key_contacts_item_data.to_dict()
            key_contacts.append(key_contacts_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "harmonious": harmonious,
                "challenging": challenging,
                "variable": variable,
                "harmony_percent": harmony_percent,
                "key_contacts": key_contacts,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_aspect import AstroAspect

        d = dict(src_dict)
        harmonious = d.pop("harmonious")

        challenging = d.pop("challenging")

        variable = d.pop("variable")

        harmony_percent = d.pop("harmony_percent")

        key_contacts = []
        _key_contacts = d.pop("key_contacts")
        for key_contacts_item_data in _key_contacts:
            key_contacts_item = AstroAspect.from_dict(key_contacts_item_data)

            key_contacts.append(key_contacts_item)

        astro_synastry_summary = cls(
            harmonious=harmonious,
            challenging=challenging,
            variable=variable,
            harmony_percent=harmony_percent,
            key_contacts=key_contacts,
        )

        astro_synastry_summary.additional_properties = d
        return astro_synastry_summary

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
