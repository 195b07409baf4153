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

if TYPE_CHECKING:
    from ..models.chat_image_part_image_url import ChatImagePartImageUrl


T = TypeVar("T", bound="ChatImagePart")


@_attrs_define
class ChatImagePart:
    """Image input; only for models with `capabilities.vision`.

    Attributes:
        type_ (Literal['image_url']):
        image_url (ChatImagePartImageUrl):
    """

    type_: Literal["image_url"]
    image_url: ChatImagePartImageUrl
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        image_url = self.image_url.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "image_url": image_url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.chat_image_part_image_url import ChatImagePartImageUrl

        d = dict(src_dict)
        type_ = cast(Literal["image_url"], d.pop("type"))
        if type_ != "image_url":
            raise ValueError(f"type must match const 'image_url', got '{type_}'")

        image_url = ChatImagePartImageUrl.from_dict(d.pop("image_url"))

        chat_image_part = cls(
            type_=type_,
            image_url=image_url,
        )

        chat_image_part.additional_properties = d
        return chat_image_part

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
