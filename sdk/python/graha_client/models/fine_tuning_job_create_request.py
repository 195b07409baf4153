from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.fine_tuning_job_create_request_method import (
    FineTuningJobCreateRequestMethod,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.fine_tuning_job_create_request_hyperparameters import (
        FineTuningJobCreateRequestHyperparameters,
    )


T = TypeVar("T", bound="FineTuningJobCreateRequest")


@_attrs_define
class FineTuningJobCreateRequest:
    """
    Attributes:
        model (str): Base model id; must support fine-tuning.
        training_file (str): Id of a `processed` file with purpose `fine-tune`.
        hyperparameters (FineTuningJobCreateRequestHyperparameters | Unset):
        suffix (str | Unset): Added to the fine-tuned model's name (spec 8, max 18 characters).
        method (FineTuningJobCreateRequestMethod | Unset): Training method; defaults to the one the base model supports.
    """

    model: str
    training_file: str
    hyperparameters: FineTuningJobCreateRequestHyperparameters | Unset = UNSET
    suffix: str | Unset = UNSET
    method: FineTuningJobCreateRequestMethod | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        model = self.model

        training_file = self.training_file

        hyperparameters: dict[str, Any] | Unset = UNSET
        if not isinstance(self.hyperparameters, Unset):
            hyperparameters = self.hyperparameters.to_dict()

        suffix = self.suffix

        method: str | Unset = UNSET
        if not isinstance(self.method, Unset):
            method = self.method.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "model": model,
                "training_file": training_file,
            }
        )
        if hyperparameters is not UNSET:
            field_dict["hyperparameters"] = hyperparameters
        if suffix is not UNSET:
            field_dict["suffix"] = suffix
        if method is not UNSET:
            field_dict["method"] = method

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.fine_tuning_job_create_request_hyperparameters import (
            FineTuningJobCreateRequestHyperparameters,
        )

        d = dict(src_dict)
        model = d.pop("model")

        training_file = d.pop("training_file")

        _hyperparameters = d.pop("hyperparameters", UNSET)
        hyperparameters: FineTuningJobCreateRequestHyperparameters | Unset
        if isinstance(_hyperparameters, Unset):
            hyperparameters = UNSET
        else:
            hyperparameters = FineTuningJobCreateRequestHyperparameters.from_dict(
                _hyperparameters
            )

        suffix = d.pop("suffix", UNSET)

        _method = d.pop("method", UNSET)
        method: FineTuningJobCreateRequestMethod | Unset
        if isinstance(_method, Unset):
            method = UNSET
        else:
            method = FineTuningJobCreateRequestMethod(_method)

        fine_tuning_job_create_request = cls(
            model=model,
            training_file=training_file,
            hyperparameters=hyperparameters,
            suffix=suffix,
            method=method,
        )

        return fine_tuning_job_create_request
