from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="EvaluationResult")


@_attrs_define
class EvaluationResult:
    """
    Attributes:
        index (int): Position of the test case.
        reasoning (str):
        score (float | Unset): Scoring only; within `scale`.
        label (str | Unset): Classification only.
        winner (int | Unset): Comparison only; index of the winning output.
    """

    index: int
    reasoning: str
    score: float | Unset = UNSET
    label: str | Unset = UNSET
    winner: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        index = self.index

        reasoning = self.reasoning

        score = self.score

        label = self.label

        winner = self.winner

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "index": index,
                "reasoning": reasoning,
            }
        )
        if score is not UNSET:
            field_dict["score"] = score
        if label is not UNSET:
            field_dict["label"] = label
        if winner is not UNSET:
            field_dict["winner"] = winner

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        index = d.pop("index")

        reasoning = d.pop("reasoning")

        score = d.pop("score", UNSET)

        label = d.pop("label", UNSET)

        winner = d.pop("winner", UNSET)

        evaluation_result = cls(
            index=index,
            reasoning=reasoning,
            score=score,
            label=label,
            winner=winner,
        )

        evaluation_result.additional_properties = d
        return evaluation_result

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
