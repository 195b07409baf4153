from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.cluster_node_status import ClusterNodeStatus

T = TypeVar("T", bound="ClusterNode")


@_attrs_define
class ClusterNode:
    """
    Attributes:
        id (str):
        status (ClusterNodeStatus):
        gpu_utilization (float): Percent, averaged over the node's GPUs.
        gpu_memory_used_gb (float):
        gpu_memory_total_gb (float):
    """

    id: str
    status: ClusterNodeStatus
    gpu_utilization: float
    gpu_memory_used_gb: float
    gpu_memory_total_gb: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        status = self.status.value

        gpu_utilization = self.gpu_utilization

        gpu_memory_used_gb = self.gpu_memory_used_gb

        gpu_memory_total_gb = self.gpu_memory_total_gb

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "status": status,
                "gpu_utilization": gpu_utilization,
                "gpu_memory_used_gb": gpu_memory_used_gb,
                "gpu_memory_total_gb": gpu_memory_total_gb,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        status = ClusterNodeStatus(d.pop("status"))

        gpu_utilization = d.pop("gpu_utilization")

        gpu_memory_used_gb = d.pop("gpu_memory_used_gb")

        gpu_memory_total_gb = d.pop("gpu_memory_total_gb")

        cluster_node = cls(
            id=id,
            status=status,
            gpu_utilization=gpu_utilization,
            gpu_memory_used_gb=gpu_memory_used_gb,
            gpu_memory_total_gb=gpu_memory_total_gb,
        )

        cluster_node.additional_properties = d
        return cluster_node

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
