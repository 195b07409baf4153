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

T = TypeVar("T", bound="ChatRefusalPart")


@_attrs_define
class ChatRefusalPart:
    """A refusal in an earlier assistant turn, as OpenAI returns it.

    Attributes:
        type_ (Literal['refusal']):
        refusal (str):
    """

    type_: Literal["refusal"]
    refusal: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        refusal = self.refusal

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "refusal": refusal,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        type_ = cast(Literal["refusal"], d.pop("type"))
        if type_ != "refusal":
            raise ValueError(f"type must match const 'refusal', got '{type_}'")

        refusal = d.pop("refusal")

        chat_refusal_part = cls(
            type_=type_,
            refusal=refusal,
        )

        chat_refusal_part.additional_properties = d
        return chat_refusal_part

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
