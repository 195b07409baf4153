from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.astro_varshaphal_tajika_aspects_aspects_item import (
        AstroVarshaphalTajikaAspectsAspectsItem,
    )


T = TypeVar("T", bound="AstroVarshaphalTajikaAspects")


@_attrs_define
class AstroVarshaphalTajikaAspects:
    """
    Attributes:
        rule (str):
        aspects (list[AstroVarshaphalTajikaAspectsAspectsItem]):
    """

    rule: str
    aspects: list[AstroVarshaphalTajikaAspectsAspectsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        rule = self.rule

        aspects = []
        for aspects_item_data in self.aspects:
            aspects_item = aspects_item_data.to_dict()
            aspects.append(aspects_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "rule": rule,
                "aspects": aspects,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_varshaphal_tajika_aspects_aspects_item import (
            AstroVarshaphalTajikaAspectsAspectsItem,
        )

        d = dict(src_dict)
        rule = d.pop("rule")

        aspects = []
        _aspects = d.pop("aspects")
        for aspects_item_data in _aspects:
            aspects_item = AstroVarshaphalTajikaAspectsAspectsItem.from_dict(
                aspects_item_data
            )

            aspects.append(aspects_item)

        astro_varshaphal_tajika_aspects = cls(
            rule=rule,
            aspects=aspects,
        )

        astro_varshaphal_tajika_aspects.additional_properties = d
        return astro_varshaphal_tajika_aspects

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
