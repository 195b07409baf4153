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
from attrs import field as _attrs_field

from ..models.endpoint_hardware import EndpointHardware
from ..models.endpoint_status import EndpointStatus
from ..types import UNSET, Unset

T = TypeVar("T", bound="Endpoint")


@_attrs_define
class Endpoint:
    """
    Attributes:
        id (str):
        object_ (Literal['endpoint']):
        model (str):
        hardware (EndpointHardware):
        status (EndpointStatus):
        min_replicas (int):
        max_replicas (int):
        replicas (int): Current replica count.
        hourly_rate_micro_usd (int): Price per replica-hour in micro-USD (1 cent = 10,000 micro-USD), e.g. 3490000 for
            h100-80gb (USD 3.49, spec 8).
        created_at (int):
        deleted_at (int | None): When deprovisioning completed.
        name (None | str | Unset):
        engine (None | str | Unset): What runs the replicas. The built-in provisioner names itself `graha-slots`; its
            replicas are bounded concurrency slots in front of the model's provider (the guide, docs/platform.md).
        failure_reason (None | str | Unset): Why the endpoint failed or was shut down by the service (e.g. the wallet
            ran out of funds).
    """

    id: str
    object_: Literal["endpoint"]
    model: str
    hardware: EndpointHardware
    status: EndpointStatus
    min_replicas: int
    max_replicas: int
    replicas: int
    hourly_rate_micro_usd: int
    created_at: int
    deleted_at: int | None
    name: None | str | Unset = UNSET
    engine: None | str | Unset = UNSET
    failure_reason: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        object_ = self.object_

        model = self.model

        hardware = self.hardware.value

        status = self.status.value

        min_replicas = self.min_replicas

        max_replicas = self.max_replicas

        replicas = self.replicas

        hourly_rate_micro_usd = self.hourly_rate_micro_usd

        created_at = self.created_at

        deleted_at: int | None
        deleted_at = self.deleted_at

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        engine: None | str | Unset
        if isinstance(self.engine, Unset):
            engine = UNSET
        else:
            engine = self.engine

        failure_reason: None | str | Unset
        if isinstance(self.failure_reason, Unset):
            failure_reason = UNSET
        else:
            failure_reason = self.failure_reason

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "object": object_,
                "model": model,
                "hardware": hardware,
                "status": status,
                "min_replicas": min_replicas,
                "max_replicas": max_replicas,
                "replicas": replicas,
                "hourly_rate_micro_usd": hourly_rate_micro_usd,
                "created_at": created_at,
                "deleted_at": deleted_at,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name
        if engine is not UNSET:
            field_dict["engine"] = engine
        if failure_reason is not UNSET:
            field_dict["failure_reason"] = failure_reason

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        object_ = cast(Literal["endpoint"], d.pop("object"))
        if object_ != "endpoint":
            raise ValueError(f"object must match const 'endpoint', got '{object_}'")

        model = d.pop("model")

        hardware = EndpointHardware(d.pop("hardware"))

        status = EndpointStatus(d.pop("status"))

        min_replicas = d.pop("min_replicas")

        max_replicas = d.pop("max_replicas")

        replicas = d.pop("replicas")

        hourly_rate_micro_usd = d.pop("hourly_rate_micro_usd")

        created_at = d.pop("created_at")

        def _parse_deleted_at(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        deleted_at = _parse_deleted_at(d.pop("deleted_at"))

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        def _parse_engine(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        engine = _parse_engine(d.pop("engine", UNSET))

        def _parse_failure_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        failure_reason = _parse_failure_reason(d.pop("failure_reason", UNSET))

        endpoint = cls(
            id=id,
            object_=object_,
            model=model,
            hardware=hardware,
            status=status,
            min_replicas=min_replicas,
            max_replicas=max_replicas,
            replicas=replicas,
            hourly_rate_micro_usd=hourly_rate_micro_usd,
            created_at=created_at,
            deleted_at=deleted_at,
            name=name,
            engine=engine,
            failure_reason=failure_reason,
        )

        endpoint.additional_properties = d
        return endpoint

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
