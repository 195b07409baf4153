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
    from ..models.chat_refusal_part import ChatRefusalPart
    from ..models.chat_text_part import ChatTextPart
    from ..models.chat_tool_call import ChatToolCall


T = TypeVar("T", bound="ChatAssistantMessage")


@_attrs_define
class ChatAssistantMessage:
    """Previous assistant turn; `content` may be null when `tool_calls` is present.

    Attributes:
        role (Literal['assistant']):
        content (list[ChatRefusalPart | ChatTextPart] | None | str | Unset):
        refusal (None | str | Unset): The refusal of an earlier answer, as the assistant gave it.
        function_call (ChatFunctionCall | None | Unset): `null` means none (the official SDKs send it so when a message
            they returned is sent back).
        name (str | Unset):
        tool_calls (list[ChatToolCall] | None | Unset):
    """

    role: Literal["assistant"]
    content: list[ChatRefusalPart | ChatTextPart] | None | str | Unset = UNSET
    refusal: None | str | Unset = UNSET
    function_call: ChatFunctionCall | None | Unset = UNSET
    name: str | Unset = UNSET
    tool_calls: list[ChatToolCall] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.chat_function_call import ChatFunctionCall
        from ..models.chat_text_part import ChatTextPart

        role = self.role

        content: list[dict[str, Any]] | None | str | Unset
        if isinstance(self.content, Unset):
            content = UNSET
        elif isinstance(self.content, list):
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

        refusal: None | str | Unset
        if isinstance(self.refusal, Unset):
            refusal = UNSET
        else:
            refusal = self.refusal

        function_call: dict[str, Any] | None | Unset
        if isinstance(self.function_call, Unset):
            function_call = UNSET
        elif isinstance(self.function_call, ChatFunctionCall):
            function_call = self.function_call.to_dict()
        else:
            function_call = self.function_call

        name = self.name

        tool_calls: list[dict[str, Any]] | None | Unset
        if isinstance(self.tool_calls, Unset):
            tool_calls = UNSET
        elif isinstance(self.tool_calls, list):
            tool_calls = []
            for tool_calls_type_0_item_data in self.tool_calls:
                tool_calls_type_0_item = tool_calls_type_0_item_data.to_dict()
                tool_calls.append(tool_calls_type_0_item)

        else:
            tool_calls = self.tool_calls

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "role": role,
            }
        )
        if content is not UNSET:
            field_dict["content"] = content
        if refusal is not UNSET:
            field_dict["refusal"] = refusal
        if function_call is not UNSET:
            field_dict["function_call"] = function_call
        if name is not UNSET:
            field_dict["name"] = name
        if tool_calls is not UNSET:
            field_dict["tool_calls"] = tool_calls

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.chat_function_call import ChatFunctionCall
        from ..models.chat_refusal_part import ChatRefusalPart
        from ..models.chat_text_part import ChatTextPart
        from ..models.chat_tool_call import ChatToolCall

        d = dict(src_dict)
        role = cast(Literal["assistant"], d.pop("role"))
        if role != "assistant":
            raise ValueError(f"role must match const 'assistant', got '{role}'")

        def _parse_content(
            data: object,
        ) -> list[ChatRefusalPart | ChatTextPart] | None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                content_type_1 = []
                _content_type_1 = data
                for content_type_1_item_data in _content_type_1:

                    def _parse_content_type_1_item(
                        data: object,
                    ) -> ChatRefusalPart | ChatTextPart:
                        try:
                            if not isinstance(data, dict):
                                raise TypeError()
                            content_type_1_item_type_0 = ChatTextPart.from_dict(data)

                            return content_type_1_item_type_0
                        except (TypeError, ValueError, AttributeError, KeyError):
                            pass
                        if not isinstance(data, dict):
                            raise TypeError()
                        content_type_1_item_type_1 = ChatRefusalPart.from_dict(data)

                        return content_type_1_item_type_1

                    content_type_1_item = _parse_content_type_1_item(
                        content_type_1_item_data
                    )

                    content_type_1.append(content_type_1_item)

                return content_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ChatRefusalPart | ChatTextPart] | None | str | Unset, data)

        content = _parse_content(d.pop("content", UNSET))

        def _parse_refusal(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        refusal = _parse_refusal(d.pop("refusal", UNSET))

        def _parse_function_call(data: object) -> ChatFunctionCall | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                function_call_type_0 = ChatFunctionCall.from_dict(data)

                return function_call_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChatFunctionCall | None | Unset, data)

        function_call = _parse_function_call(d.pop("function_call", UNSET))

        name = d.pop("name", UNSET)

        def _parse_tool_calls(data: object) -> list[ChatToolCall] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                tool_calls_type_0 = []
                _tool_calls_type_0 = data
                for tool_calls_type_0_item_data in _tool_calls_type_0:
                    tool_calls_type_0_item = ChatToolCall.from_dict(
                        tool_calls_type_0_item_data
                    )

                    tool_calls_type_0.append(tool_calls_type_0_item)

                return tool_calls_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ChatToolCall] | None | Unset, data)

        tool_calls = _parse_tool_calls(d.pop("tool_calls", UNSET))

        chat_assistant_message = cls(
            role=role,
            content=content,
            refusal=refusal,
            function_call=function_call,
            name=name,
            tool_calls=tool_calls,
        )

        chat_assistant_message.additional_properties = d
        return chat_assistant_message

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
