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

from ..models.cluster_gpu_type import ClusterGpuType
from ..models.cluster_region import ClusterRegion
from ..models.cluster_scheduler import ClusterScheduler
from ..models.cluster_status import ClusterStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.cluster_node import ClusterNode


T = TypeVar("T", bound="Cluster")


@_attrs_define
class Cluster:
    """
    Attributes:
        id (str):
        object_ (Literal['cluster']):
        status (ClusterStatus):
        gpu_type (ClusterGpuType):
        gpu_count (int):
        region (ClusterRegion):
        scheduler (ClusterScheduler):
        ssh_host (None | str): SSH login host (both schedulers); null unless running.
        kubeconfig_url (None | str): URL of the kubeconfig (Kubernetes); null until running or for Slurm.
        nodes (list[ClusterNode]):
        max_runtime_hours (int | None):
        hourly_rate_micro_usd (int): Price per hour for the whole cluster in micro-USD (1 cent = 10,000 micro-USD):
            gpu_count times the per-GPU-hour price (spec 8), e.g. 16 x h100-sxm USD 3.49 = 55840000.
        created_at (int):
        terminated_at (int | None):
        terminate_at (int | None | Unset): When the cluster terminates by itself (`max_runtime_hours` after it started
            running), or when termination was requested; null when it runs until deleted.
        engine (str | Unset): The provisioner. `graha-simulated-cloud` is SIMULATED (no GPUs are started; capacity,
            timing and node metrics are modelled; the guide, docs/platform.md).
        failure_reason (None | str | Unset): Why the service terminated the cluster (max_runtime_hours, wallet out of
            funds) or why it failed.
    """

    id: str
    object_: Literal["cluster"]
    status: ClusterStatus
    gpu_type: ClusterGpuType
    gpu_count: int
    region: ClusterRegion
    scheduler: ClusterScheduler
    ssh_host: None | str
    kubeconfig_url: None | str
    nodes: list[ClusterNode]
    max_runtime_hours: int | None
    hourly_rate_micro_usd: int
    created_at: int
    terminated_at: int | None
    terminate_at: int | None | Unset = UNSET
    engine: str | Unset = UNSET
    failure_reason: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        object_ = self.object_

        status = self.status.value

        gpu_type = self.gpu_type.value

        gpu_count = self.gpu_count

        region = self.region.value

        scheduler = self.scheduler.value

        ssh_host: None | str
        ssh_host = self.ssh_host

        kubeconfig_url: None | str
        kubeconfig_url = self.kubeconfig_url

        nodes = []
        for nodes_item_data in self.nodes:
            nodes_item = nodes_item_data.to_dict()
            nodes.append(nodes_item)

        max_runtime_hours: int | None
        max_runtime_hours = self.max_runtime_hours

        hourly_rate_micro_usd = self.hourly_rate_micro_usd

        created_at = self.created_at

        terminated_at: int | None
        terminated_at = self.terminated_at

        terminate_at: int | None | Unset
        if isinstance(self.terminate_at, Unset):
            terminate_at = UNSET
        else:
            terminate_at = self.terminate_at

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
                "status": status,
                "gpu_type": gpu_type,
                "gpu_count": gpu_count,
                "region": region,
                "scheduler": scheduler,
                "ssh_host": ssh_host,
                "kubeconfig_url": kubeconfig_url,
                "nodes": nodes,
                "max_runtime_hours": max_runtime_hours,
                "hourly_rate_micro_usd": hourly_rate_micro_usd,
                "created_at": created_at,
                "terminated_at": terminated_at,
            }
        )
        if terminate_at is not UNSET:
            field_dict["terminate_at"] = terminate_at
        if engine is not UNSET:
            field_dict["engine"] = engine
        if failure_reason is not UNSET:
            field_dict["failure_reason"] = failure_reason

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.cluster_node import ClusterNode

        d = dict(src_dict)
        id = d.pop("id")

        object_ = cast(Literal["cluster"], d.pop("object"))
        if object_ != "cluster":
            raise ValueError(f"object must match const 'cluster', got '{object_}'")

        status = ClusterStatus(d.pop("status"))

        gpu_type = ClusterGpuType(d.pop("gpu_type"))

        gpu_count = d.pop("gpu_count")

        region = ClusterRegion(d.pop("region"))

        scheduler = ClusterScheduler(d.pop("scheduler"))

        def _parse_ssh_host(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        ssh_host = _parse_ssh_host(d.pop("ssh_host"))

        def _parse_kubeconfig_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        kubeconfig_url = _parse_kubeconfig_url(d.pop("kubeconfig_url"))

        nodes = []
        _nodes = d.pop("nodes")
        for nodes_item_data in _nodes:
            nodes_item = ClusterNode.from_dict(nodes_item_data)

            nodes.append(nodes_item)

        def _parse_max_runtime_hours(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        max_runtime_hours = _parse_max_runtime_hours(d.pop("max_runtime_hours"))

        hourly_rate_micro_usd = d.pop("hourly_rate_micro_usd")

        created_at = d.pop("created_at")

        def _parse_terminated_at(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        terminated_at = _parse_terminated_at(d.pop("terminated_at"))

        def _parse_terminate_at(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        terminate_at = _parse_terminate_at(d.pop("terminate_at", UNSET))

        engine = d.pop("engine", UNSET)

        def _parse_failure_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        failure_reason = _parse_failure_reason(d.pop("failure_reason", UNSET))

        cluster = cls(
            id=id,
            object_=object_,
            status=status,
            gpu_type=gpu_type,
            gpu_count=gpu_count,
            region=region,
            scheduler=scheduler,
            ssh_host=ssh_host,
            kubeconfig_url=kubeconfig_url,
            nodes=nodes,
            max_runtime_hours=max_runtime_hours,
            hourly_rate_micro_usd=hourly_rate_micro_usd,
            created_at=created_at,
            terminated_at=terminated_at,
            terminate_at=terminate_at,
            engine=engine,
            failure_reason=failure_reason,
        )

        cluster.additional_properties = d
        return cluster

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
