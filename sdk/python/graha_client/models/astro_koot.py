from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_koot_name import AstroKootName

T = TypeVar("T", bound="AstroKoot")


@_attrs_define
class AstroKoot:
    """
    Attributes:
        name (AstroKootName):
        score (float):
        max_ (float):
        reason (str):
        boy (str): The boy's attribute for this koot.
        girl (str): The girl's attribute for this koot.
    """

    name: AstroKootName
    score: float
    max_: float
    reason: str
    boy: str
    girl: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name.value

        score = self.score

        max_ = self.max_

        reason = self.reason

        boy = self.boy

        girl = self.girl

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "score": score,
                "max": max_,
                "reason": reason,
                "boy": boy,
                "girl": girl,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = AstroKootName(d.pop("name"))

        score = d.pop("score")

        max_ = d.pop("max")

        reason = d.pop("reason")

        boy = d.pop("boy")

        girl = d.pop("girl")

        astro_koot = cls(
            name=name,
            score=score,
            max_=max_,
            reason=reason,
            boy=boy,
            girl=girl,
        )

        astro_koot.additional_properties = d
        return astro_koot

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
