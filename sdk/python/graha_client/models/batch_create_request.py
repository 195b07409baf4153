from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.batch_create_request_metadata import BatchCreateRequestMetadata
    from ..models.batch_request_item import BatchRequestItem


T = TypeVar("T", bound="BatchCreateRequest")


@_attrs_define
class BatchCreateRequest:
    """
    Attributes:
        model (str): Model used for all requests; must support batch.
        requests (list[BatchRequestItem]):
        metadata (BatchCreateRequestMetadata | Unset): Caller's key-value pairs, returned unchanged.
    """

    model: str
    requests: list[BatchRequestItem]
    metadata: BatchCreateRequestMetadata | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        model = self.model

        requests = []
        for requests_item_data in self.requests:
            requests_item = requests_item_data.to_dict()
            requests.append(requests_item)

        metadata: dict[str, Any] | Unset = UNSET
        if not isinstance(self.metadata, Unset):
            metadata = self.metadata.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "model": model,
                "requests": requests,
            }
        )
        if metadata is not UNSET:
            field_dict["metadata"] = metadata

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.batch_create_request_metadata import BatchCreateRequestMetadata
        from ..models.batch_request_item import BatchRequestItem

        d = dict(src_dict)
        model = d.pop("model")

        requests = []
        _requests = d.pop("requests")
        for requests_item_data in _requests:
            requests_item = BatchRequestItem.from_dict(requests_item_data)

            requests.append(requests_item)

        _metadata = d.pop("metadata", UNSET)
        metadata: BatchCreateRequestMetadata | Unset
        if isinstance(_metadata, Unset):
            metadata = UNSET
        else:
            metadata = BatchCreateRequestMetadata.from_dict(_metadata)

        batch_create_request = cls(
            model=model,
            requests=requests,
            metadata=metadata,
        )

        return batch_create_request
