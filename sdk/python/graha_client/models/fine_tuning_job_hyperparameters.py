from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="FineTuningJobHyperparameters")


@_attrs_define
class FineTuningJobHyperparameters:
    """Resolved values (no `auto`).

    Attributes:
        epochs (int):
        learning_rate (float):
        batch_size (int):
    """

    epochs: int
    learning_rate: float
    batch_size: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        epochs = self.epochs

        learning_rate = self.learning_rate

        batch_size = self.batch_size

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "epochs": epochs,
                "learning_rate": learning_rate,
                "batch_size": batch_size,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        epochs = d.pop("epochs")

        learning_rate = d.pop("learning_rate")

        batch_size = d.pop("batch_size")

        fine_tuning_job_hyperparameters = cls(
            epochs=epochs,
            learning_rate=learning_rate,
            batch_size=batch_size,
        )

        fine_tuning_job_hyperparameters.additional_properties = d
        return fine_tuning_job_hyperparameters

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
