from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ChatCompletionUsageCompletionTokensDetails")


@_attrs_define
class ChatCompletionUsageCompletionTokensDetails:
    """OpenAI's breakdown of the completion tokens, where the OpenAI SDKs read it. `reasoning_tokens`, the tokens a
    reasoning model spent thinking, as the upstream reported them (counted from its reasoning text when it reported no
    usage; 0 for other models).

        Attributes:
            reasoning_tokens (int | Unset):
    """

    reasoning_tokens: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        reasoning_tokens = self.reasoning_tokens

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if reasoning_tokens is not UNSET:
            field_dict["reasoning_tokens"] = reasoning_tokens

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        reasoning_tokens = d.pop("reasoning_tokens", UNSET)

        chat_completion_usage_completion_tokens_details = cls(
            reasoning_tokens=reasoning_tokens,
        )

        chat_completion_usage_completion_tokens_details.additional_properties = d
        return chat_completion_usage_completion_tokens_details

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
