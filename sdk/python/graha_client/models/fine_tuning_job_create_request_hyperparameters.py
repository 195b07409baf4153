from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="FineTuningJobCreateRequestHyperparameters")


@_attrs_define
class FineTuningJobCreateRequestHyperparameters:
    """
    Attributes:
        epochs (int | Unset):  Default: 3.
        learning_rate (float | Literal['auto'] | Unset): Positive number, or `auto` to let the service choose. Default:
            'auto'.
        batch_size (int | Literal['auto'] | Unset): Examples per step, or `auto` to let the service choose. Default:
            'auto'.
    """

    epochs: int | Unset = 3
    learning_rate: float | Literal["auto"] | Unset = "auto"
    batch_size: int | Literal["auto"] | Unset = "auto"

    def to_dict(self) -> dict[str, Any]:
        epochs = self.epochs

        learning_rate: float | Literal["auto"] | Unset
        if isinstance(self.learning_rate, Unset):
            learning_rate = UNSET
        else:
            learning_rate = self.learning_rate

        batch_size: int | Literal["auto"] | Unset
        if isinstance(self.batch_size, Unset):
            batch_size = UNSET
        else:
            batch_size = self.batch_size

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if epochs is not UNSET:
            field_dict["epochs"] = epochs
        if learning_rate is not UNSET:
            field_dict["learning_rate"] = learning_rate
        if batch_size is not UNSET:
            field_dict["batch_size"] = batch_size

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        epochs = d.pop("epochs", UNSET)

        def _parse_learning_rate(data: object) -> float | Literal["auto"] | Unset:
            if isinstance(data, Unset):
                return data
            learning_rate_type_1 = cast(Literal["auto"], data)
            if learning_rate_type_1 != "auto":
                raise ValueError(
                    f"learning_rate_type_1 must match const 'auto', got '{learning_rate_type_1}'"
                )
            return learning_rate_type_1
            return cast(float | Literal["auto"] | Unset, data)

        learning_rate = _parse_learning_rate(d.pop("learning_rate", UNSET))

        def _parse_batch_size(data: object) -> int | Literal["auto"] | Unset:
            if isinstance(data, Unset):
                return data
            batch_size_type_1 = cast(Literal["auto"], data)
            if batch_size_type_1 != "auto":
                raise ValueError(
                    f"batch_size_type_1 must match const 'auto', got '{batch_size_type_1}'"
                )
            return batch_size_type_1
            return cast(int | Literal["auto"] | Unset, data)

        batch_size = _parse_batch_size(d.pop("batch_size", UNSET))

        fine_tuning_job_create_request_hyperparameters = cls(
            epochs=epochs,
            learning_rate=learning_rate,
            batch_size=batch_size,
        )

        return fine_tuning_job_create_request_hyperparameters
