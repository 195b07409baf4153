from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.evaluation_create_request_type import EvaluationCreateRequestType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.evaluation_create_request_scale import EvaluationCreateRequestScale
    from ..models.evaluation_test_case import EvaluationTestCase


T = TypeVar("T", bound="EvaluationCreateRequest")


@_attrs_define
class EvaluationCreateRequest:
    """
    Attributes:
        type_ (EvaluationCreateRequestType):
        judge_model (str): Any chat model.
        test_cases (list[EvaluationTestCase]):
        criteria (str | Unset): What the judge looks for.
        scale (EvaluationCreateRequestScale | Unset): Scoring only; `min` must be below `max`.
        labels (list[str] | Unset): Classification only; candidate labels.
    """

    type_: EvaluationCreateRequestType
    judge_model: str
    test_cases: list[EvaluationTestCase]
    criteria: str | Unset = UNSET
    scale: EvaluationCreateRequestScale | Unset = UNSET
    labels: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        judge_model = self.judge_model

        test_cases = []
        for test_cases_item_data in self.test_cases:
            test_cases_item = test_cases_item_data.to_dict()
            test_cases.append(test_cases_item)

        criteria = self.criteria

        scale: dict[str, Any] | Unset = UNSET
        if not isinstance(self.scale, Unset):
            scale = self.scale.to_dict()

        labels: list[str] | Unset = UNSET
        if not isinstance(self.labels, Unset):
            labels = self.labels

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "judge_model": judge_model,
                "test_cases": test_cases,
            }
        )
        if criteria is not UNSET:
            field_dict["criteria"] = criteria
        if scale is not UNSET:
            field_dict["scale"] = scale
        if labels is not UNSET:
            field_dict["labels"] = labels

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.evaluation_create_request_scale import (
            EvaluationCreateRequestScale,
        )
        from ..models.evaluation_test_case import EvaluationTestCase

        d = dict(src_dict)
        type_ = EvaluationCreateRequestType(d.pop("type"))

        judge_model = d.pop("judge_model")

        test_cases = []
        _test_cases = d.pop("test_cases")
        for test_cases_item_data in _test_cases:
            test_cases_item = EvaluationTestCase.from_dict(test_cases_item_data)

            test_cases.append(test_cases_item)

        criteria = d.pop("criteria", UNSET)

        _scale = d.pop("scale", UNSET)
        scale: EvaluationCreateRequestScale | Unset
        if isinstance(_scale, Unset):
            scale = UNSET
        else:
            scale = EvaluationCreateRequestScale.from_dict(_scale)

        labels = cast(list[str], d.pop("labels", UNSET))

        evaluation_create_request = cls(
            type_=type_,
            judge_model=judge_model,
            test_cases=test_cases,
            criteria=criteria,
            scale=scale,
            labels=labels,
        )

        return evaluation_create_request
