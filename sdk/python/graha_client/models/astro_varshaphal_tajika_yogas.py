from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.astro_varshaphal_tajika_yogas_rules import (
        AstroVarshaphalTajikaYogasRules,
    )
    from ..models.astro_varshaphal_tajika_yogas_yogas_item import (
        AstroVarshaphalTajikaYogasYogasItem,
    )


T = TypeVar("T", bound="AstroVarshaphalTajikaYogas")


@_attrs_define
class AstroVarshaphalTajikaYogas:
    """
    Attributes:
        rules (AstroVarshaphalTajikaYogasRules):
        yogas (list[AstroVarshaphalTajikaYogasYogasItem]):
    """

    rules: AstroVarshaphalTajikaYogasRules
    yogas: list[AstroVarshaphalTajikaYogasYogasItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        rules = self.rules.to_dict()

        yogas = []
        for yogas_item_data in self.yogas:
            yogas_item = yogas_item_data.to_dict()
            yogas.append(yogas_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "rules": rules,
                "yogas": yogas,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_varshaphal_tajika_yogas_rules import (
            AstroVarshaphalTajikaYogasRules,
        )
        from ..models.astro_varshaphal_tajika_yogas_yogas_item import (
            AstroVarshaphalTajikaYogasYogasItem,
        )

        d = dict(src_dict)
        rules = AstroVarshaphalTajikaYogasRules.from_dict(d.pop("rules"))

        yogas = []
        _yogas = d.pop("yogas")
        for yogas_item_data in _yogas:
            yogas_item = AstroVarshaphalTajikaYogasYogasItem.from_dict(yogas_item_data)

            yogas.append(yogas_item)

        astro_varshaphal_tajika_yogas = cls(
            rules=rules,
            yogas=yogas,
        )

        astro_varshaphal_tajika_yogas.additional_properties = d
        return astro_varshaphal_tajika_yogas

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
