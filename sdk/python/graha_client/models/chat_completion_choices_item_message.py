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
    from ..models.chat_function_call import ChatFunctionCall
    from ..models.chat_tool_call import ChatToolCall
    from ..models.citation import Citation


T = TypeVar("T", bound="ChatCompletionChoicesItemMessage")


@_attrs_define
class ChatCompletionChoicesItemMessage:
    """
    Attributes:
        role (Literal['assistant']):
        content (None | str):
        refusal (None | str): The model's refusal message when it declined to answer, else null.
        reasoning_content (str | Unset): What a reasoning model served by an OpenAI-compatible upstream thought before
            it answered, when that upstream returns it (`reasoning_content`, or `reasoning`; DeepSeek and vLLM do). Absent
            otherwise. Its tokens are part of `completion_tokens`.
        citations (list[Citation] | Unset): Astrology models only; the classical-text passages the answer is grounded
            on, each an entry of Graha's corpus whose rule applies to the computed chart.
        follow_ups (list[str] | Unset): Astrology models only; 2-4 suggested next questions.
        function_call (ChatFunctionCall | Unset): A function call in OpenAI's legacy `functions` format (no id; at most
            one per answer).
        tool_calls (list[ChatToolCall] | Unset):
    """

    role: Literal["assistant"]
    content: None | str
    refusal: None | str
    reasoning_content: str | Unset = UNSET
    citations: list[Citation] | Unset = UNSET
    follow_ups: list[str] | Unset = UNSET
    function_call: ChatFunctionCall | Unset = UNSET
    tool_calls: list[ChatToolCall] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        role = self.role

        content: None | str
        content = self.content

        refusal: None | str
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
        field_dict.update(
            {
                "role": role,
                "content": content,
                "refusal": refusal,
            }
        )
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
        from ..models.chat_function_call import ChatFunctionCall
        from ..models.chat_tool_call import ChatToolCall
        from ..models.citation import Citation

        d = dict(src_dict)
        role = cast(Literal["assistant"], d.pop("role"))
        if role != "assistant":
            raise ValueError(f"role must match const 'assistant', got '{role}'")

        def _parse_content(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        content = _parse_content(d.pop("content"))

        def _parse_refusal(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        refusal = _parse_refusal(d.pop("refusal"))

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
        function_call: ChatFunctionCall | Unset
        if isinstance(_function_call, Unset):
            function_call = UNSET
        else:
            function_call = ChatFunctionCall.from_dict(_function_call)

        _tool_calls = d.pop("tool_calls", UNSET)
        tool_calls: list[ChatToolCall] | Unset = UNSET
        if _tool_calls is not UNSET:
            tool_calls = []
            for tool_calls_item_data in _tool_calls:
                tool_calls_item = ChatToolCall.from_dict(tool_calls_item_data)

                tool_calls.append(tool_calls_item)

        chat_completion_choices_item_message = cls(
            role=role,
            content=content,
            refusal=refusal,
            reasoning_content=reasoning_content,
            citations=citations,
            follow_ups=follow_ups,
            function_call=function_call,
            tool_calls=tool_calls,
        )

        chat_completion_choices_item_message.additional_properties = d
        return chat_completion_choices_item_message

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
