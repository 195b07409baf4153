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

T = TypeVar("T", bound="ChatFunctionMessage")


@_attrs_define
class ChatFunctionMessage:
    """The result of a legacy `function_call`, named after the function. Use `tool` messages.

    Attributes:
        role (Literal['function']):
        name (str):
        content (None | str):
    """

    role: Literal["function"]
    name: str
    content: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        role = self.role

        name = self.name

        content: None | str
        content = self.content

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "role": role,
                "name": name,
                "content": content,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        role = cast(Literal["function"], d.pop("role"))
        if role != "function":
            raise ValueError(f"role must match const 'function', got '{role}'")

        name = d.pop("name")

        def _parse_content(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        content = _parse_content(d.pop("content"))

        chat_function_message = cls(
            role=role,
            name=name,
            content=content,
        )

        chat_function_message.additional_properties = d
        return chat_function_message

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
