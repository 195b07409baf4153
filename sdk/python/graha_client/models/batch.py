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

from ..models.batch_status import BatchStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.batch_metadata import BatchMetadata
    from ..models.batch_result import BatchResult


T = TypeVar("T", bound="Batch")


@_attrs_define
class Batch:
    """
    Attributes:
        id (str):
        object_ (Literal['batch']):
        model (str):
        status (BatchStatus):
        total_requests (int):
        completed_requests (int):
        failed_requests (int):
        metadata (BatchMetadata):
        created_at (int):
        finished_at (int | None):
        cost_cents (int): Charged so far in USD cents, at 50% of standard per-token rates (spec 8).
        results (list[BatchResult] | Unset): One item per request, in request order; present when `completed`.
    """

    id: str
    object_: Literal["batch"]
    model: str
    status: BatchStatus
    total_requests: int
    completed_requests: int
    failed_requests: int
    metadata: BatchMetadata
    created_at: int
    finished_at: int | None
    cost_cents: int
    results: list[BatchResult] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        object_ = self.object_

        model = self.model

        status = self.status.value

        total_requests = self.total_requests

        completed_requests = self.completed_requests

        failed_requests = self.failed_requests

        metadata = self.metadata.to_dict()

        created_at = self.created_at

        finished_at: int | None
        finished_at = self.finished_at

        cost_cents = self.cost_cents

        results: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.results, Unset):
            results = []
            for results_item_data in self.results:
                results_item = results_item_data.to_dict()
                results.append(results_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "object": object_,
                "model": model,
                "status": status,
                "total_requests": total_requests,
                "completed_requests": completed_requests,
                "failed_requests": failed_requests,
                "metadata": metadata,
                "created_at": created_at,
                "finished_at": finished_at,
                "cost_cents": cost_cents,
            }
        )
        if results is not UNSET:
            field_dict["results"] = results

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.batch_metadata import BatchMetadata
        from ..models.batch_result import BatchResult

        d = dict(src_dict)
        id = d.pop("id")

        object_ = cast(Literal["batch"], d.pop("object"))
        if object_ != "batch":
            raise ValueError(f"object must match const 'batch', got '{object_}'")

        model = d.pop("model")

        status = BatchStatus(d.pop("status"))

        total_requests = d.pop("total_requests")

        completed_requests = d.pop("completed_requests")

        failed_requests = d.pop("failed_requests")

        metadata = BatchMetadata.from_dict(d.pop("metadata"))

        created_at = d.pop("created_at")

        def _parse_finished_at(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        finished_at = _parse_finished_at(d.pop("finished_at"))

        cost_cents = d.pop("cost_cents")

        _results = d.pop("results", UNSET)
        results: list[BatchResult] | Unset = UNSET
        if _results is not UNSET:
            results = []
            for results_item_data in _results:
                results_item = BatchResult.from_dict(results_item_data)

                results.append(results_item)

        batch = cls(
            id=id,
            object_=object_,
            model=model,
            status=status,
            total_requests=total_requests,
            completed_requests=completed_requests,
            failed_requests=failed_requests,
            metadata=metadata,
            created_at=created_at,
            finished_at=finished_at,
            cost_cents=cost_cents,
            results=results,
        )

        batch.additional_properties = d
        return batch

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
