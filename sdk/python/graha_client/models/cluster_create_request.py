from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.cluster_create_request_gpu_type import ClusterCreateRequestGpuType
from ..models.cluster_create_request_region import ClusterCreateRequestRegion
from ..models.cluster_create_request_scheduler import ClusterCreateRequestScheduler
from ..types import UNSET, Unset

T = TypeVar("T", bound="ClusterCreateRequest")


@_attrs_define
class ClusterCreateRequest:
    """
    Attributes:
        gpu_type (ClusterCreateRequestGpuType):
        gpu_count (int): A multiple of 8 for h100-sxm, b200 and a100-sxm (spec 8).
        region (ClusterCreateRequestRegion | Unset):  Default: ClusterCreateRequestRegion.US_EAST.
        scheduler (ClusterCreateRequestScheduler | Unset):  Default: ClusterCreateRequestScheduler.KUBERNETES.
        max_runtime_hours (int | Unset): Auto-terminate after this many hours; omitted means no limit.
    """

    gpu_type: ClusterCreateRequestGpuType
    gpu_count: int
    region: ClusterCreateRequestRegion | Unset = ClusterCreateRequestRegion.US_EAST
    scheduler: ClusterCreateRequestScheduler | Unset = (
        ClusterCreateRequestScheduler.KUBERNETES
    )
    max_runtime_hours: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        gpu_type = self.gpu_type.value

        gpu_count = self.gpu_count

        region: str | Unset = UNSET
        if not isinstance(self.region, Unset):
            region = self.region.value

        scheduler: str | Unset = UNSET
        if not isinstance(self.scheduler, Unset):
            scheduler = self.scheduler.value

        max_runtime_hours = self.max_runtime_hours

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "gpu_type": gpu_type,
                "gpu_count": gpu_count,
            }
        )
        if region is not UNSET:
            field_dict["region"] = region
        if scheduler is not UNSET:
            field_dict["scheduler"] = scheduler
        if max_runtime_hours is not UNSET:
            field_dict["max_runtime_hours"] = max_runtime_hours

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        gpu_type = ClusterCreateRequestGpuType(d.pop("gpu_type"))

        gpu_count = d.pop("gpu_count")

        _region = d.pop("region", UNSET)
        region: ClusterCreateRequestRegion | Unset
        if isinstance(_region, Unset):
            region = UNSET
        else:
            region = ClusterCreateRequestRegion(_region)

        _scheduler = d.pop("scheduler", UNSET)
        scheduler: ClusterCreateRequestScheduler | Unset
        if isinstance(_scheduler, Unset):
            scheduler = UNSET
        else:
            scheduler = ClusterCreateRequestScheduler(_scheduler)

        max_runtime_hours = d.pop("max_runtime_hours", UNSET)

        cluster_create_request = cls(
            gpu_type=gpu_type,
            gpu_count=gpu_count,
            region=region,
            scheduler=scheduler,
            max_runtime_hours=max_runtime_hours,
        )

        return cluster_create_request
