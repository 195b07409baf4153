from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="EvaluationCreateRequestScale")


@_attrs_define
class EvaluationCreateRequestScale:
    """Scoring only; `min` must be below `max`.

    Attributes:
        min_ (int | Unset):  Default: 1.
        max_ (int | Unset):  Default: 5.
    """

    min_: int | Unset = 1
    max_: int | Unset = 5

    def to_dict(self) -> dict[str, Any]:
        min_ = self.min_

        max_ = self.max_

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if min_ is not UNSET:
            field_dict["min"] = min_
        if max_ is not UNSET:
            field_dict["max"] = max_

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        min_ = d.pop("min", UNSET)

        max_ = d.pop("max", UNSET)

        evaluation_create_request_scale = cls(
            min_=min_,
            max_=max_,
        )

        return evaluation_create_request_scale
