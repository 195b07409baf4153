from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_aspect_pattern_type import AstroAspectPatternType
from ..types import UNSET, Unset

T = TypeVar("T", bound="AstroAspectPattern")


@_attrs_define
class AstroAspectPattern:
    """
    Attributes:
        type_ (AstroAspectPatternType):
        points (list[str]):
        apex (str | Unset): T-square and yod: the focal planet.
        sign (str | Unset): Stellium in a sign.
        house (int | Unset): Stellium in a house.
    """

    type_: AstroAspectPatternType
    points: list[str]
    apex: str | Unset = UNSET
    sign: str | Unset = UNSET
    house: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        points = self.points

        apex = self.apex

        sign = self.sign

        house = self.house

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "points": points,
            }
        )
        if apex is not UNSET:
            field_dict["apex"] = apex
        if sign is not UNSET:
            field_dict["sign"] = sign
        if house is not UNSET:
            field_dict["house"] = house

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = AstroAspectPatternType(d.pop("type"))

        points = cast(list[str], d.pop("points"))

        apex = d.pop("apex", UNSET)

        sign = d.pop("sign", UNSET)

        house = d.pop("house", UNSET)

        astro_aspect_pattern = cls(
            type_=type_,
            points=points,
            apex=apex,
            sign=sign,
            house=house,
        )

        astro_aspect_pattern.additional_properties = d
        return astro_aspect_pattern

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
