from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ChatCompletionChunkChoicesItemDeltaToolCallsItemFunction")


@_attrs_define
class ChatCompletionChunkChoicesItemDeltaToolCallsItemFunction:
    """
    Attributes:
        name (str | Unset):
        arguments (str | Unset): Fragment of the JSON arguments.
    """

    name: str | Unset = UNSET
    arguments: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        arguments = self.arguments

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if arguments is not UNSET:
            field_dict["arguments"] = arguments

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name", UNSET)

        arguments = d.pop("arguments", UNSET)

        chat_completion_chunk_choices_item_delta_tool_calls_item_function = cls(
            name=name,
            arguments=arguments,
        )

        chat_completion_chunk_choices_item_delta_tool_calls_item_function.additional_properties = d
        return chat_completion_chunk_choices_item_delta_tool_calls_item_function

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
