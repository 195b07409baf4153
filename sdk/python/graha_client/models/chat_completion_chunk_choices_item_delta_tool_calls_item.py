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

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.chat_completion_chunk_choices_item_delta_tool_calls_item_function import (
        ChatCompletionChunkChoicesItemDeltaToolCallsItemFunction,
    )


T = TypeVar("T", bound="ChatCompletionChunkChoicesItemDeltaToolCallsItem")


@_attrs_define
class ChatCompletionChunkChoicesItemDeltaToolCallsItem:
    """
    Attributes:
        index (int):
        id (str | Unset):
        type_ (Literal['function'] | Unset):
        function (ChatCompletionChunkChoicesItemDeltaToolCallsItemFunction | Unset):
    """

    index: int
    id: str | Unset = UNSET
    type_: Literal["function"] | Unset = UNSET
    function: ChatCompletionChunkChoicesItemDeltaToolCallsItemFunction | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        index = self.index

        id = self.id

        type_ = self.type_

        function: dict[str, Any] | Unset = UNSET
        if not isinstance(self.function, Unset):
            function = self.function.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "index": index,
            }
        )
        if id is not UNSET:
            field_dict["id"] = id
        if type_ is not UNSET:
            field_dict["type"] = type_
        if function is not UNSET:
            field_dict["function"] = function

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.chat_completion_chunk_choices_item_delta_tool_calls_item_function import (
            ChatCompletionChunkChoicesItemDeltaToolCallsItemFunction,
        )

        d = dict(src_dict)
        index = d.pop("index")

        id = d.pop("id", UNSET)

        type_ = cast(Literal["function"] | Unset, d.pop("type", UNSET))
        if type_ != "function" and not isinstance(type_, Unset):
            raise ValueError(f"type must match const 'function', got '{type_}'")

        _function = d.pop("function", UNSET)
        function: ChatCompletionChunkChoicesItemDeltaToolCallsItemFunction | Unset
        if isinstance(_function, Unset):
            function = UNSET
        else:
            function = (
                ChatCompletionChunkChoicesItemDeltaToolCallsItemFunction.from_dict(
                    _function
                )
            )

        chat_completion_chunk_choices_item_delta_tool_calls_item = cls(
            index=index,
            id=id,
            type_=type_,
            function=function,
        )

        chat_completion_chunk_choices_item_delta_tool_calls_item.additional_properties = d
        return chat_completion_chunk_choices_item_delta_tool_calls_item

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
