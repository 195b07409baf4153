from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.chat_completion_usage_completion_tokens_details import (
        ChatCompletionUsageCompletionTokensDetails,
    )
    from ..models.chat_completion_usage_prompt_tokens_details import (
        ChatCompletionUsagePromptTokensDetails,
    )


T = TypeVar("T", bound="ChatCompletionUsage")


@_attrs_define
class ChatCompletionUsage:
    """The tokens billed for the call: the upstream's count (else Graha's), each at most what the call reserved (the
    prompt as Graha counts it plus a margin for other tokenizers, and the max_tokens sent upstream).
    GET /v1/billing/usage shows where an upstream reported more.

        Attributes:
            prompt_tokens (int):
            completion_tokens (int):
            total_tokens (int):
            cache_creation_tokens (int | Unset): Present when prompt caching is active; prompt tokens written to the cache.
            cache_read_tokens (int | Unset): Present when prompt caching is active; prompt tokens read from the cache (90%
                discount).
            prompt_tokens_details (ChatCompletionUsagePromptTokensDetails | Unset): OpenAI's place for the cache read count
                (`cached_tokens`, the same number as `cache_read_tokens`; 0 when caching is not active), where the OpenAI SDKs
                read it.
            completion_tokens_details (ChatCompletionUsageCompletionTokensDetails | Unset): OpenAI's breakdown of the
                completion tokens, where the OpenAI SDKs read it. `reasoning_tokens`, the tokens a reasoning model spent
                thinking, as the upstream reported them (counted from its reasoning text when it reported no usage; 0 for other
                models).
    """

    prompt_tokens: int
    completion_tokens: int
    total_tokens: int
    cache_creation_tokens: int | Unset = UNSET
    cache_read_tokens: int | Unset = UNSET
    prompt_tokens_details: ChatCompletionUsagePromptTokensDetails | Unset = UNSET
    completion_tokens_details: ChatCompletionUsageCompletionTokensDetails | Unset = (
        UNSET
    )
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        prompt_tokens = self.prompt_tokens

        completion_tokens = self.completion_tokens

        total_tokens = self.total_tokens

        cache_creation_tokens = self.cache_creation_tokens

        cache_read_tokens = self.cache_read_tokens

        prompt_tokens_details: dict[str, Any] | Unset = UNSET
        if not isinstance(self.prompt_tokens_details, Unset):
            prompt_tokens_details = self.prompt_tokens_details.to_dict()

        completion_tokens_details: dict[str, Any] | Unset = UNSET
        if not isinstance(self.completion_tokens_details, Unset):
            completion_tokens_details = self.completion_tokens_details.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "prompt_tokens": prompt_tokens,
                "completion_tokens": completion_tokens,
                "total_tokens": total_tokens,
            }
        )
        if cache_creation_tokens is not UNSET:
            field_dict["cache_creation_tokens"] = cache_creation_tokens
        if cache_read_tokens is not UNSET:
            field_dict["cache_read_tokens"] = cache_read_tokens
        if prompt_tokens_details is not UNSET:
            field_dict["prompt_tokens_details"] = prompt_tokens_details
        if completion_tokens_details is not UNSET:
            field_dict["completion_tokens_details"] = completion_tokens_details

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.chat_completion_usage_completion_tokens_details import (
            ChatCompletionUsageCompletionTokensDetails,
        )
        from ..models.chat_completion_usage_prompt_tokens_details import (
            ChatCompletionUsagePromptTokensDetails,
        )

        d = dict(src_dict)
        prompt_tokens = d.pop("prompt_tokens")

        completion_tokens = d.pop("completion_tokens")

        total_tokens = d.pop("total_tokens")

        cache_creation_tokens = d.pop("cache_creation_tokens", UNSET)

        cache_read_tokens = d.pop("cache_read_tokens", UNSET)

        _prompt_tokens_details = d.pop("prompt_tokens_details", UNSET)
        prompt_tokens_details: ChatCompletionUsagePromptTokensDetails | Unset
        if isinstance(_prompt_tokens_details, Unset):
            prompt_tokens_details = UNSET
        else:
            prompt_tokens_details = ChatCompletionUsagePromptTokensDetails.from_dict(
                _prompt_tokens_details
            )

        _completion_tokens_details = d.pop("completion_tokens_details", UNSET)
        completion_tokens_details: ChatCompletionUsageCompletionTokensDetails | Unset
        if isinstance(_completion_tokens_details, Unset):
            completion_tokens_details = UNSET
        else:
            completion_tokens_details = (
                ChatCompletionUsageCompletionTokensDetails.from_dict(
                    _completion_tokens_details
                )
            )

        chat_completion_usage = cls(
            prompt_tokens=prompt_tokens,
            completion_tokens=completion_tokens,
            total_tokens=total_tokens,
            cache_creation_tokens=cache_creation_tokens,
            cache_read_tokens=cache_read_tokens,
            prompt_tokens_details=prompt_tokens_details,
            completion_tokens_details=completion_tokens_details,
        )

        chat_completion_usage.additional_properties = d
        return chat_completion_usage

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
