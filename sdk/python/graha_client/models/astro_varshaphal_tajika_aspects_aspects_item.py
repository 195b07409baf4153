from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_varshaphal_tajika_aspects_aspects_item_kind import (
    AstroVarshaphalTajikaAspectsAspectsItemKind,
)

T = TypeVar("T", bound="AstroVarshaphalTajikaAspectsAspectsItem")


@_attrs_define
class AstroVarshaphalTajikaAspectsAspectsItem:
    """
    Attributes:
        from_ (str):
        to (str):
        distance (int):
        kind (AstroVarshaphalTajikaAspectsAspectsItemKind):
        name (str):
        gap (float):
        orb (float):
        within_orb (bool):
    """

    from_: str
    to: str
    distance: int
    kind: AstroVarshaphalTajikaAspectsAspectsItemKind
    name: str
    gap: float
    orb: float
    within_orb: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_

        to = self.to

        distance = self.distance

        kind = self.kind.value

        name = self.name

        gap = self.gap

        orb = self.orb

        within_orb = self.within_orb

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "from": from_,
                "to": to,
                "distance": distance,
                "kind": kind,
                "name": name,
                "gap": gap,
                "orb": orb,
                "within_orb": within_orb,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        from_ = d.pop("from")

        to = d.pop("to")

        distance = d.pop("distance")

        kind = AstroVarshaphalTajikaAspectsAspectsItemKind(d.pop("kind"))

        name = d.pop("name")

        gap = d.pop("gap")

        orb = d.pop("orb")

        within_orb = d.pop("within_orb")

        astro_varshaphal_tajika_aspects_aspects_item = cls(
            from_=from_,
            to=to,
            distance=distance,
            kind=kind,
            name=name,
            gap=gap,
            orb=orb,
            within_orb=within_orb,
        )

        astro_varshaphal_tajika_aspects_aspects_item.additional_properties = d
        return astro_varshaphal_tajika_aspects_aspects_item

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
