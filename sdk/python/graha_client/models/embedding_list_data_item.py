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

T = TypeVar("T", bound="EmbeddingListDataItem")


@_attrs_define
class EmbeddingListDataItem:
    """
    Attributes:
        object_ (Literal['embedding']):
        index (int):
        embedding (list[float] | str):
    """

    object_: Literal["embedding"]
    index: int
    embedding: list[float] | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        object_ = self.object_

        index = self.index

        embedding: list[float] | str
        if isinstance(self.embedding, list):
            embedding = self.embedding

        else:
            embedding = self.embedding

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "object": object_,
                "index": index,
                "embedding": embedding,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        object_ = cast(Literal["embedding"], d.pop("object"))
        if object_ != "embedding":
            raise ValueError(f"object must match const 'embedding', got '{object_}'")

        index = d.pop("index")

        def _parse_embedding(data: object) -> list[float] | str:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                embedding_type_0 = cast(list[float], data)

                return embedding_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[float] | str, data)

        embedding = _parse_embedding(d.pop("embedding"))

        embedding_list_data_item = cls(
            object_=object_,
            index=index,
            embedding=embedding,
        )

        embedding_list_data_item.additional_properties = d
        return embedding_list_data_item

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
