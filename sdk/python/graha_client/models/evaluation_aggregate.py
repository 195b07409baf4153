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
        win_counts (list[int] | Unset): Comparison only; wins per output position (a tie is no one's win).
        score_std_dev (float | None | Unset): Scoring only; population standard deviation of the scores; null before any
            score.
        win_rates (list[float] | Unset): Comparison only; wins per output position over the judged cases.
        ties (int | Unset): Comparison only; cases whose two orders disagreed.
        tie_rate (float | None | Unset): Comparison only; ties over the judged cases; null before any.
        errors (int | Unset): Cases recorded as an error (no well-formed verdict); they count in no metric.
    """

    mean_score: float | None
    label_counts: EvaluationAggregateLabelCounts | Unset = UNSET
    win_counts: list[int] | Unset = UNSET
    score_std_dev: float | None | Unset = UNSET
    win_rates: list[float] | Unset = UNSET
    ties: int | Unset = UNSET
    tie_rate: float | None | Unset = UNSET
    errors: int | Unset = UNSET
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

        score_std_dev: float | None | Unset
        if isinstance(self.score_std_dev, Unset):
            score_std_dev = UNSET
        else:
            score_std_dev = self.score_std_dev

        win_rates: list[float] | Unset = UNSET
        if not isinstance(self.win_rates, Unset):
            win_rates = self.win_rates

        ties = self.ties

        tie_rate: float | None | Unset
        if isinstance(self.tie_rate, Unset):
            tie_rate = UNSET
        else:
            tie_rate = self.tie_rate

        errors = self.errors

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
        if score_std_dev is not UNSET:
            field_dict["score_std_dev"] = score_std_dev
        if win_rates is not UNSET:
            field_dict["win_rates"] = win_rates
        if ties is not UNSET:
            field_dict["ties"] = ties
        if tie_rate is not UNSET:
            field_dict["tie_rate"] = tie_rate
        if errors is not UNSET:
            field_dict["errors"] = errors

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

        def _parse_score_std_dev(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        score_std_dev = _parse_score_std_dev(d.pop("score_std_dev", UNSET))

        win_rates = cast(list[float], d.pop("win_rates", UNSET))

        ties = d.pop("ties", UNSET)

        def _parse_tie_rate(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        tie_rate = _parse_tie_rate(d.pop("tie_rate", UNSET))

        errors = d.pop("errors", UNSET)

        evaluation_aggregate = cls(
            mean_score=mean_score,
            label_counts=label_counts,
            win_counts=win_counts,
            score_std_dev=score_std_dev,
            win_rates=win_rates,
            ties=ties,
            tie_rate=tie_rate,
            errors=errors,
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
