from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.astro_varshaphal_sahams_sahams_item import (
        AstroVarshaphalSahamsSahamsItem,
    )


T = TypeVar("T", bound="AstroVarshaphalSahams")


@_attrs_define
class AstroVarshaphalSahams:
    """
    Attributes:
        rule (str):
        day_return (bool):
        sahams (list[AstroVarshaphalSahamsSahamsItem]):
    """

    rule: str
    day_return: bool
    sahams: list[AstroVarshaphalSahamsSahamsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        rule = self.rule

        day_return = self.day_return

        sahams = []
        for sahams_item_data in self.sahams:
            sahams_item = sahams_item_data.to_dict()
            sahams.append(sahams_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "rule": rule,
                "day_return": day_return,
                "sahams": sahams,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_varshaphal_sahams_sahams_item import (
            AstroVarshaphalSahamsSahamsItem,
        )

        d = dict(src_dict)
        rule = d.pop("rule")

        day_return = d.pop("day_return")

        sahams = []
        _sahams = d.pop("sahams")
        for sahams_item_data in _sahams:
            sahams_item = AstroVarshaphalSahamsSahamsItem.from_dict(sahams_item_data)

            sahams.append(sahams_item)

        astro_varshaphal_sahams = cls(
            rule=rule,
            day_return=day_return,
            sahams=sahams,
        )

        astro_varshaphal_sahams.additional_properties = d
        return astro_varshaphal_sahams

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
