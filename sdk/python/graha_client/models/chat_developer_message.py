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
    from ..models.chat_text_part import ChatTextPart


T = TypeVar("T", bound="ChatDeveloperMessage")


@_attrs_define
class ChatDeveloperMessage:
    """OpenAI's newer name for a system message (its SDKs and docs use it for instructions). Graha treats it as a system
    message; upstreams receive it as `system`, which every OpenAI-compatible server and the Anthropic mapping
    understand.

        Attributes:
            role (Literal['developer']):
            content (list[ChatTextPart] | str):
            name (str | Unset):
    """

    role: Literal["developer"]
    content: list[ChatTextPart] | str
    name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        role = self.role

        content: list[dict[str, Any]] | str
        if isinstance(self.content, list):
            content = []
            for content_type_1_item_data in self.content:
                content_type_1_item = content_type_1_item_data.to_dict()
                content.append(content_type_1_item)

        else:
            content = self.content

        name = self.name

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "role": role,
                "content": content,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.chat_text_part import ChatTextPart

        d = dict(src_dict)
        role = cast(Literal["developer"], d.pop("role"))
        if role != "developer":
            raise ValueError(f"role must match const 'developer', got '{role}'")

        def _parse_content(data: object) -> list[ChatTextPart] | str:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                content_type_1 = []
                _content_type_1 = data
                for content_type_1_item_data in _content_type_1:
                    content_type_1_item = ChatTextPart.from_dict(
                        content_type_1_item_data
                    )

                    content_type_1.append(content_type_1_item)

                return content_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ChatTextPart] | str, data)

        content = _parse_content(d.pop("content"))

        name = d.pop("name", UNSET)

        chat_developer_message = cls(
            role=role,
            content=content,
            name=name,
        )

        chat_developer_message.additional_properties = d
        return chat_developer_message

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
