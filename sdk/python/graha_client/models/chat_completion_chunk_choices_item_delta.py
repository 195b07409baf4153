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
    from ..models.chat_completion_chunk_choices_item_delta_function_call import (
        ChatCompletionChunkChoicesItemDeltaFunctionCall,
    )
    from ..models.chat_completion_chunk_choices_item_delta_tool_calls_item import (
        ChatCompletionChunkChoicesItemDeltaToolCallsItem,
    )
    from ..models.citation import Citation


T = TypeVar("T", bound="ChatCompletionChunkChoicesItemDelta")


@_attrs_define
class ChatCompletionChunkChoicesItemDelta:
    """
    Attributes:
        role (Literal['assistant'] | Unset):
        content (None | str | Unset):
        refusal (None | str | Unset):
        reasoning_content (str | Unset): A fragment of a reasoning model's thinking (see the message's
            reasoning_content).
        citations (list[Citation] | Unset): Astrology models only, in the delta of the chunk that carries
            `finish_reason` (the last chunk with a delta); the same list as the message's `citations`.
        follow_ups (list[str] | Unset): Astrology models only, beside `citations`.
        function_call (ChatCompletionChunkChoicesItemDeltaFunctionCall | Unset): A fragment of a legacy function call
            (name in the first, arguments in pieces).
        tool_calls (list[ChatCompletionChunkChoicesItemDeltaToolCallsItem] | Unset):
    """

    role: Literal["assistant"] | Unset = UNSET
    content: None | str | Unset = UNSET
    refusal: None | str | Unset = UNSET
    reasoning_content: str | Unset = UNSET
    citations: list[Citation] | Unset = UNSET
    follow_ups: list[str] | Unset = UNSET
    function_call: ChatCompletionChunkChoicesItemDeltaFunctionCall | Unset = UNSET
    tool_calls: list[ChatCompletionChunkChoicesItemDeltaToolCallsItem] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        role = self.role

        content: None | str | Unset
        if isinstance(self.content, Unset):
            content = UNSET
        else:
            content = self.content

        refusal: None | str | Unset
        if isinstance(self.refusal, Unset):
            refusal = UNSET
        else:
            refusal = self.refusal

        reasoning_content = self.reasoning_content

        citations: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.citations, Unset):
            citations = []
            for citations_item_data in self.citations:
                citations_item = citations_item_data.to_dict()
                citations.append(citations_item)

        follow_ups: list[str] | Unset = UNSET
        if not isinstance(self.follow_ups, Unset):
            follow_ups = self.follow_ups

        function_call: dict[str, Any] | Unset = UNSET
        if not isinstance(self.function_call, Unset):
            function_call = self.function_call.to_dict()

        tool_calls: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.tool_calls, Unset):
            tool_calls = []
            for tool_calls_item_data in self.tool_calls:
                tool_calls_item = tool_calls_item_data.to_dict()
                tool_calls.append(tool_calls_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if role is not UNSET:
            field_dict["role"] = role
        if content is not UNSET:
            field_dict["content"] = content
        if refusal is not UNSET:
            field_dict["refusal"] = refusal
        if reasoning_content is not UNSET:
            field_dict["reasoning_content"] = reasoning_content
        if citations is not UNSET:
            field_dict["citations"] = citations
        if follow_ups is not UNSET:
            field_dict["follow_ups"] = follow_ups
        if function_call is not UNSET:
            field_dict["function_call"] = function_call
        if tool_calls is not UNSET:
            field_dict["tool_calls"] = tool_calls

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.chat_completion_chunk_choices_item_delta_function_call import (
            ChatCompletionChunkChoicesItemDeltaFunctionCall,
        )
        from ..models.chat_completion_chunk_choices_item_delta_tool_calls_item import (
            ChatCompletionChunkChoicesItemDeltaToolCallsItem,
        )
        from ..models.citation import Citation

        d = dict(src_dict)
        role = cast(Literal["assistant"] | Unset, d.pop("role", UNSET))
        if role != "assistant" and not isinstance(role, Unset):
            raise ValueError(f"role must match const 'assistant', got '{role}'")

        def _parse_content(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        content = _parse_content(d.pop("content", UNSET))

        def _parse_refusal(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        refusal = _parse_refusal(d.pop("refusal", UNSET))

        reasoning_content = d.pop("reasoning_content", UNSET)

        _citations = d.pop("citations", UNSET)
        citations: list[Citation] | Unset = UNSET
        if _citations is not UNSET:
            citations = []
            for citations_item_data in _citations:
                citations_item = Citation.from_dict(citations_item_data)

                citations.append(citations_item)

        follow_ups = cast(list[str], d.pop("follow_ups", UNSET))

        _function_call = d.pop("function_call", UNSET)
        function_call: ChatCompletionChunkChoicesItemDeltaFunctionCall | Unset
        if isinstance(_function_call, Unset):
            function_call = UNSET
        else:
            function_call = ChatCompletionChunkChoicesItemDeltaFunctionCall.from_dict(
                _function_call
            )

        _tool_calls = d.pop("tool_calls", UNSET)
        tool_calls: list[ChatCompletionChunkChoicesItemDeltaToolCallsItem] | Unset = (
            UNSET
        )
        if _tool_calls is not UNSET:
            tool_calls = []
            for tool_calls_item_data in _tool_calls:
                tool_calls_item = (
                    ChatCompletionChunkChoicesItemDeltaToolCallsItem.from_dict(
                        tool_calls_item_data
                    )
                )

                tool_calls.append(tool_calls_item)

        chat_completion_chunk_choices_item_delta = cls(
            role=role,
            content=content,
            refusal=refusal,
            reasoning_content=reasoning_content,
            citations=citations,
            follow_ups=follow_ups,
            function_call=function_call,
            tool_calls=tool_calls,
        )

        chat_completion_chunk_choices_item_delta.additional_properties = d
        return chat_completion_chunk_choices_item_delta

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
