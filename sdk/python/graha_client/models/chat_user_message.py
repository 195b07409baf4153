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
    from ..models.chat_image_part import ChatImagePart
    from ..models.chat_text_part import ChatTextPart


T = TypeVar("T", bound="ChatUserMessage")


@_attrs_define
class ChatUserMessage:
    """
    Attributes:
        role (Literal['user']):
        content (list[ChatImagePart | ChatTextPart] | str):
        name (str | Unset):
    """

    role: Literal["user"]
    content: list[ChatImagePart | ChatTextPart] | str
    name: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.chat_text_part import ChatTextPart

        role = self.role

        content: list[dict[str, Any]] | str
        if isinstance(self.content, list):
            content = []
            for content_type_1_item_data in self.content:
                content_type_1_item: dict[str, Any]
                if isinstance(content_type_1_item_data, ChatTextPart):
                    content_type_1_item = content_type_1_item_data.to_dict()
                else:
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
        from ..models.chat_image_part import ChatImagePart
        from ..models.chat_text_part import ChatTextPart

        d = dict(src_dict)
        role = cast(Literal["user"], d.pop("role"))
        if role != "user":
            raise ValueError(f"role must match const 'user', got '{role}'")

        def _parse_content(data: object) -> list[ChatImagePart | ChatTextPart] | str:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                content_type_1 = []
                _content_type_1 = data
                for content_type_1_item_data in _content_type_1:

                    def _parse_content_type_1_item(
                        data: object,
                    ) -> ChatImagePart | ChatTextPart:
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            componentsschemas_chat_content_part_type_0 = (
                                ChatTextPart.from_dict(data)
                            )

                            return componentsschemas_chat_content_part_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_chat_content_part_type_1 = (
                            ChatImagePart.from_dict(data)
                        )

                        return componentsschemas_chat_content_part_type_1

                    content_type_1_item = _parse_content_type_1_item(
                        content_type_1_item_data
                    )

                    content_type_1.append(content_type_1_item)

                return content_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ChatImagePart | ChatTextPart] | str, data)

        content = _parse_content(d.pop("content"))

        name = d.pop("name", UNSET)

        chat_user_message = cls(
            role=role,
            content=content,
            name=name,
        )

        chat_user_message.additional_properties = d
        return chat_user_message

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
