from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ModelDeprecation")


@_attrs_define
class ModelDeprecation:
    """
    Attributes:
        announced (datetime.date):
        sunset (datetime.date): Last day the model is served.
        replacement (str): Recommended equivalent model id.
    """

    announced: datetime.date
    sunset: datetime.date
    replacement: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        announced = self.announced.isoformat()

        sunset = self.sunset.isoformat()

        replacement = self.replacement

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "announced": announced,
                "sunset": sunset,
                "replacement": replacement,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        announced = datetime.date.fromisoformat(d.pop("announced"))

        sunset = datetime.date.fromisoformat(d.pop("sunset"))

        replacement = d.pop("replacement")

        model_deprecation = cls(
            announced=announced,
            sunset=sunset,
            replacement=replacement,
        )

        model_deprecation.additional_properties = d
        return model_deprecation

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
