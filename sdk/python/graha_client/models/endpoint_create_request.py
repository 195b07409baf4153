from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.endpoint_create_request_hardware import EndpointCreateRequestHardware
from ..types import UNSET, Unset

T = TypeVar("T", bound="EndpointCreateRequest")


@_attrs_define
class EndpointCreateRequest:
    """
    Attributes:
        model (str): Open-weight or fine-tuned model id.
        hardware (EndpointCreateRequestHardware):
        min_replicas (int | Unset): Must not exceed `max_replicas` (400). Default: 1.
        max_replicas (int | Unset):  Default: 1.
        name (str | Unset): Optional label.
    """

    model: str
    hardware: EndpointCreateRequestHardware
    min_replicas: int | Unset = 1
    max_replicas: int | Unset = 1
    name: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        model = self.model

        hardware = self.hardware.value

        min_replicas = self.min_replicas

        max_replicas = self.max_replicas

        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "model": model,
                "hardware": hardware,
            }
        )
        if min_replicas is not UNSET:
            field_dict["min_replicas"] = min_replicas
        if max_replicas is not UNSET:
            field_dict["max_replicas"] = max_replicas
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        model = d.pop("model")

        hardware = EndpointCreateRequestHardware(d.pop("hardware"))

        min_replicas = d.pop("min_replicas", UNSET)

        max_replicas = d.pop("max_replicas", UNSET)

        name = d.pop("name", UNSET)

        endpoint_create_request = cls(
            model=model,
            hardware=hardware,
            min_replicas=min_replicas,
            max_replicas=max_replicas,
            name=name,
        )

        return endpoint_create_request
