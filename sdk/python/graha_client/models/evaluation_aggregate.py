from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.evaluation_aggregate_label_counts import (
        EvaluationAggregateLabelCounts,
    )


T = TypeVar("T", bound="EvaluationAggregate")


@_attrs_define
class EvaluationAggregate:
    """
    Attributes:
        mean_score (float | None): Mean score (scoring); null for other types or before any result.
        label_counts (EvaluationAggregateLabelCounts | Unset): Classification only; count per label.
        win_counts (list[int] | Unset): Comparison only; wins per output position.
    """

    mean_score: float | None
    label_counts: EvaluationAggregateLabelCounts | Unset = UNSET
    win_counts: list[int] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        mean_score: float | None
        mean_score = self.mean_score

        label_counts: dict[str, Any] | Unset = UNSET
        if not isinstance(self.label_counts, Unset):
            label_counts = self.label_counts.to_dict()

        win_counts: list[int] | Unset = UNSET
        if not isinstance(self.win_counts, Unset):
            win_counts = self.win_counts

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "mean_score": mean_score,
            }
        )
        if label_counts is not UNSET:
            field_dict["label_counts"] = label_counts
        if win_counts is not UNSET:
            field_dict["win_counts"] = win_counts

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.evaluation_aggregate_label_counts import (
            EvaluationAggregateLabelCounts,
        )

        d = dict(src_dict)

        def _parse_mean_score(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        mean_score = _parse_mean_score(d.pop("mean_score"))

        _label_counts = d.pop("label_counts", UNSET)
        label_counts: EvaluationAggregateLabelCounts | Unset
        if isinstance(_label_counts, Unset):
            label_counts = UNSET
        else:
            label_counts = EvaluationAggregateLabelCounts.from_dict(_label_counts)

        win_counts = cast(list[int], d.pop("win_counts", UNSET))

        evaluation_aggregate = cls(
            mean_score=mean_score,
            label_counts=label_counts,
            win_counts=win_counts,
        )

        evaluation_aggregate.additional_properties = d
        return evaluation_aggregate

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
