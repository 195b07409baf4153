from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="ChatCompletionUsagePromptTokensDetails")


@_attrs_define
class ChatCompletionUsagePromptTokensDetails:
    """OpenAI's place for the cache read count (`cached_tokens`, the same number as `cache_read_tokens`; 0 when caching is
    not active), where the OpenAI SDKs read it.

        Attributes:
            cached_tokens (int | Unset):
    """

    cached_tokens: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cached_tokens = self.cached_tokens

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if cached_tokens is not UNSET:
            field_dict["cached_tokens"] = cached_tokens

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        cached_tokens = d.pop("cached_tokens", UNSET)

        chat_completion_usage_prompt_tokens_details = cls(
            cached_tokens=cached_tokens,
        )

        chat_completion_usage_prompt_tokens_details.additional_properties = d
        return chat_completion_usage_prompt_tokens_details

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
