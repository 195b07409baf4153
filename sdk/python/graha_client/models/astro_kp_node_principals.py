from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_kp_graha import AstroKpGraha

T = TypeVar("T", bound="AstroKpNodePrincipals")


@_attrs_define
class AstroKpNodePrincipals:
    """The grahas whose agent each node is (its sign lord, then the grahas in its sign).

    Attributes:
        rahu (list[AstroKpGraha]):
        ketu (list[AstroKpGraha]):
    """

    rahu: list[AstroKpGraha]
    ketu: list[AstroKpGraha]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        rahu = []
        for rahu_item_data in self.rahu:
            rahu_item = rahu_item_data.value
            rahu.append(rahu_item)

        ketu = []
        for ketu_item_data in self.ketu:
            ketu_item = ketu_item_data.value
            ketu.append(ketu_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "Rahu": rahu,
                "Ketu": ketu,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        rahu = []
        _rahu = d.pop("Rahu")
        for rahu_item_data in _rahu:
            rahu_item = AstroKpGraha(rahu_item_data)

            rahu.append(rahu_item)

        ketu = []
        _ketu = d.pop("Ketu")
        for ketu_item_data in _ketu:
            ketu_item = AstroKpGraha(ketu_item_data)

            ketu.append(ketu_item)

        astro_kp_node_principals = cls(
            rahu=rahu,
            ketu=ketu,
        )

        astro_kp_node_principals.additional_properties = d
        return astro_kp_node_principals

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
