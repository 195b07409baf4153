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

from ..models.fine_tuning_job_method import FineTuningJobMethod
from ..models.fine_tuning_job_status import FineTuningJobStatus

if TYPE_CHECKING:
    from ..models.fine_tuning_job_error_type_1 import FineTuningJobErrorType1
    from ..models.fine_tuning_job_hyperparameters import FineTuningJobHyperparameters


T = TypeVar("T", bound="FineTuningJob")


@_attrs_define
class FineTuningJob:
    """
    Attributes:
        id (str):
        object_ (Literal['fine_tuning.job']):
        model (str): Base model id.
        status (FineTuningJobStatus):
        training_file (str):
        hyperparameters (FineTuningJobHyperparameters): Resolved values (no `auto`).
        fine_tuned_model (None | str): Null until the job has produced a model; usable as `model` in chat completions.
        created_at (int):
        finished_at (int | None):
        trained_tokens (int):
        progress (float): Fraction of training done.
        method (FineTuningJobMethod):
        suffix (None | str):
        error (FineTuningJobErrorType1 | None): Why the job failed; null otherwise.
        estimated_cost_cents (int): Training cost estimate in USD cents (per training token, spec 8).
    """

    id: str
    object_: Literal["fine_tuning.job"]
    model: str
    status: FineTuningJobStatus
    training_file: str
    hyperparameters: FineTuningJobHyperparameters
    fine_tuned_model: None | str
    created_at: int
    finished_at: int | None
    trained_tokens: int
    progress: float
    method: FineTuningJobMethod
    suffix: None | str
    error: FineTuningJobErrorType1 | None
    estimated_cost_cents: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.fine_tuning_job_error_type_1 import FineTuningJobErrorType1

        id = self.id

        object_ = self.object_

        model = self.model

        status = self.status.value

        training_file = self.training_file

        hyperparameters = self.hyperparameters.to_dict()

        fine_tuned_model: None | str
        fine_tuned_model = self.fine_tuned_model

        created_at = self.created_at

        finished_at: int | None
        finished_at = self.finished_at

        trained_tokens = self.trained_tokens

        progress = self.progress

        method = self.method.value

        suffix: None | str
        suffix = self.suffix

        error: dict[str, Any] | None
        if isinstance(self.error, FineTuningJobErrorType1):
            error = self.error.to_dict()
        else:
            error = self.error

        estimated_cost_cents = self.estimated_cost_cents

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "object": object_,
                "model": model,
                "status": status,
                "training_file": training_file,
                "hyperparameters": hyperparameters,
                "fine_tuned_model": fine_tuned_model,
                "created_at": created_at,
                "finished_at": finished_at,
                "trained_tokens": trained_tokens,
                "progress": progress,
                "method": method,
                "suffix": suffix,
                "error": error,
                "estimated_cost_cents": estimated_cost_cents,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.fine_tuning_job_error_type_1 import FineTuningJobErrorType1
        from ..models.fine_tuning_job_hyperparameters import (
            FineTuningJobHyperparameters,
        )

        d = dict(src_dict)
        id = d.pop("id")

        object_ = cast(Literal["fine_tuning.job"], d.pop("object"))
        if object_ != "fine_tuning.job":
            raise ValueError(
                f"object must match const 'fine_tuning.job', got '{object_}'"
            )

        model = d.pop("model")

        status = FineTuningJobStatus(d.pop("status"))

        training_file = d.pop("training_file")

        hyperparameters = FineTuningJobHyperparameters.from_dict(
            d.pop("hyperparameters")
        )

        def _parse_fine_tuned_model(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        fine_tuned_model = _parse_fine_tuned_model(d.pop("fine_tuned_model"))

        created_at = d.pop("created_at")

        def _parse_finished_at(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        finished_at = _parse_finished_at(d.pop("finished_at"))

        trained_tokens = d.pop("trained_tokens")

        progress = d.pop("progress")

        method = FineTuningJobMethod(d.pop("method"))

        def _parse_suffix(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        suffix = _parse_suffix(d.pop("suffix"))

        def _parse_error(data: object) -> FineTuningJobErrorType1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                error_type_1 = FineTuningJobErrorType1.from_dict(data)

                return error_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FineTuningJobErrorType1 | None, data)

        error = _parse_error(d.pop("error"))

        estimated_cost_cents = d.pop("estimated_cost_cents")

        fine_tuning_job = cls(
            id=id,
            object_=object_,
            model=model,
            status=status,
            training_file=training_file,
            hyperparameters=hyperparameters,
            fine_tuned_model=fine_tuned_model,
            created_at=created_at,
            finished_at=finished_at,
            trained_tokens=trained_tokens,
            progress=progress,
            method=method,
            suffix=suffix,
            error=error,
            estimated_cost_cents=estimated_cost_cents,
        )

        fine_tuning_job.additional_properties = d
        return fine_tuning_job

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
