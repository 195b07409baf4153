from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.evaluation_status import EvaluationStatus
from ..models.evaluation_type import EvaluationType

if TYPE_CHECKING:
    from ..models.evaluation_aggregate import EvaluationAggregate
    from ..models.evaluation_progress import EvaluationProgress
    from ..models.evaluation_result import EvaluationResult


T = TypeVar("T", bound="Evaluation")


@_attrs_define
class Evaluation:
    """
    Attributes:
        id (str):
        object_ (Literal['evaluation']):
        type_ (EvaluationType):
        judge_model (str):
        status (EvaluationStatus):
        results (list[EvaluationResult]): Finished test cases, in test-case order.
        aggregate (EvaluationAggregate):
        progress (EvaluationProgress):
        created_at (int):
        finished_at (int | None):
    """

    id: str
    object_: Literal["evaluation"]
    type_: EvaluationType
    judge_model: str
    status: EvaluationStatus
    results: list[EvaluationResult]
    aggregate: EvaluationAggregate
    progress: EvaluationProgress
    created_at: int
    finished_at: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        object_ = self.object_

        type_ = self.type_.value

        judge_model = self.judge_model

        status = self.status.value

        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)

        aggregate = self.aggregate.to_dict()

        progress = self.progress.to_dict()

        created_at = self.created_at

        finished_at: int | None
        finished_at = self.finished_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "object": object_,
                "type": type_,
                "judge_model": judge_model,
                "status": status,
                "results": results,
                "aggregate": aggregate,
                "progress": progress,
                "created_at": created_at,
                "finished_at": finished_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.evaluation_aggregate import EvaluationAggregate
        from ..models.evaluation_progress import EvaluationProgress
        from ..models.evaluation_result import EvaluationResult

        d = dict(src_dict)
        id = d.pop("id")

        object_ = cast(Literal["evaluation"], d.pop("object"))
        if object_ != "evaluation":
            raise ValueError(f"object must match const 'evaluation', got '{object_}'")

        type_ = EvaluationType(d.pop("type"))

        judge_model = d.pop("judge_model")

        status = EvaluationStatus(d.pop("status"))

        results = []
        _results = d.pop("results")
        for results_item_data in _results:
            results_item = EvaluationResult.from_dict(results_item_data)

            results.append(results_item)

        aggregate = EvaluationAggregate.from_dict(d.pop("aggregate"))

        progress = EvaluationProgress.from_dict(d.pop("progress"))

        created_at = d.pop("created_at")

        def _parse_finished_at(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        finished_at = _parse_finished_at(d.pop("finished_at"))

        evaluation = cls(
            id=id,
            object_=object_,
            type_=type_,
            judge_model=judge_model,
            status=status,
            results=results,
            aggregate=aggregate,
            progress=progress,
            created_at=created_at,
            finished_at=finished_at,
        )

        evaluation.additional_properties = d
        return evaluation

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
