from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.batch_result_error import BatchResultError


T = TypeVar("T", bound="EvaluationResult")


@_attrs_define
class EvaluationResult:
    """One judged test case. A case the judge gave no well-formed verdict for (after retries) carries `error` instead of a
    verdict; it is never guessed.

        Attributes:
            index (int): Position of the test case.
            score (float | Unset): Scoring only; within `scale`.
            label (str | Unset): Classification only.
            winner (int | None | Unset): Comparison only; index of the winning output, null for a tie.
            tie (bool | Unset): Comparison only; the judge was asked with the outputs in both orders and chose differently
                (position bias), so the case counts as a tie.
            reasoning (str | Unset):
            error (BatchResultError | Unset): Error of one request, shaped like the error envelope's `error` member.
    """

    index: int
    score: float | Unset = UNSET
    label: str | Unset = UNSET
    winner: int | None | Unset = UNSET
    tie: bool | Unset = UNSET
    reasoning: str | Unset = UNSET
    error: BatchResultError | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        index = self.index

        score = self.score

        label = self.label

        winner: int | None | Unset
        if isinstance(self.winner, Unset):
            winner = UNSET
        else:
            winner = self.winner

        tie = self.tie

        reasoning = self.reasoning

        error: dict[str, Any] | Unset = UNSET
        if not isinstance(self.error, Unset):
            error = self.error.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "index": index,
            }
        )
        if score is not UNSET:
            field_dict["score"] = score
        if label is not UNSET:
            field_dict["label"] = label
        if winner is not UNSET:
            field_dict["winner"] = winner
        if tie is not UNSET:
            field_dict["tie"] = tie
        if reasoning is not UNSET:
            field_dict["reasoning"] = reasoning
        if error is not UNSET:
            field_dict["error"] = error

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.batch_result_error import BatchResultError

        d = dict(src_dict)
        index = d.pop("index")

        score = d.pop("score", UNSET)

        label = d.pop("label", UNSET)

        def _parse_winner(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        winner = _parse_winner(d.pop("winner", UNSET))

        tie = d.pop("tie", UNSET)

        reasoning = d.pop("reasoning", UNSET)

        _error = d.pop("error", UNSET)
        error: BatchResultError | Unset
        if isinstance(_error, Unset):
            error = UNSET
        else:
            error = BatchResultError.from_dict(_error)

        evaluation_result = cls(
            index=index,
            score=score,
            label=label,
            winner=winner,
            tie=tie,
            reasoning=reasoning,
            error=error,
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
