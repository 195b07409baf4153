from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.chat_assistant_message import ChatAssistantMessage
    from ..models.chat_developer_message import ChatDeveloperMessage
    from ..models.chat_function_message import ChatFunctionMessage
    from ..models.chat_system_message import ChatSystemMessage
    from ..models.chat_tool_message import ChatToolMessage
    from ..models.chat_user_message import ChatUserMessage


T = TypeVar("T", bound="BatchRequestItem")


@_attrs_define
class BatchRequestItem:
    """One chat completion request body; the batch's `model` is used (a `model` given here must equal it, 400 otherwise).
    Other chat parameters are accepted, as on chat completions.

        Attributes:
            messages (list[ChatAssistantMessage | ChatDeveloperMessage | ChatFunctionMessage | ChatSystemMessage |
                ChatToolMessage | ChatUserMessage]):
            custom_id (str | Unset): Caller's id, echoed in the result.
            temperature (float | Unset):
            top_p (float | Unset):
            max_tokens (int | Unset):
            stop (list[str] | str | Unset):
            stream (bool | Unset): Streaming is not available in a batch.
    """

    messages: list[
        ChatAssistantMessage
        | ChatDeveloperMessage
        | ChatFunctionMessage
        | ChatSystemMessage
        | ChatToolMessage
        | ChatUserMessage
    ]
    custom_id: str | Unset = UNSET
    temperature: float | Unset = UNSET
    top_p: float | Unset = UNSET
    max_tokens: int | Unset = UNSET
    stop: list[str] | str | Unset = UNSET
    stream: bool | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.chat_assistant_message import ChatAssistantMessage
        from ..models.chat_developer_message import ChatDeveloperMessage
        from ..models.chat_system_message import ChatSystemMessage
        from ..models.chat_tool_message import ChatToolMessage
        from ..models.chat_user_message import ChatUserMessage

        messages = []
        for messages_item_data in self.messages:
            messages_item: dict[str, Any]
            if (
                isinstance(messages_item_data, ChatSystemMessage)
                or isinstance(messages_item_data, ChatDeveloperMessage)
                or isinstance(messages_item_data, ChatUserMessage)
                or isinstance(messages_item_data, ChatAssistantMessage)
                or isinstance(messages_item_data, ChatToolMessage)
            ):
                messages_item = messages_item_data.to_dict()
            else:
                messages_item = messages_item_data.to_dict()

            messages.append(messages_item)

        custom_id = self.custom_id

        temperature = self.temperature

        top_p = self.top_p

        max_tokens = self.max_tokens

        stop: list[str] | str | Unset
        if isinstance(self.stop, Unset):
            stop = UNSET
        elif isinstance(self.stop, list):
            stop = self.stop

        else:
            stop = self.stop

        stream = self.stream

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "messages": messages,
            }
        )
        if custom_id is not UNSET:
            field_dict["custom_id"] = custom_id
        if temperature is not UNSET:
            field_dict["temperature"] = temperature
        if top_p is not UNSET:
            field_dict["top_p"] = top_p
        if max_tokens is not UNSET:
            field_dict["max_tokens"] = max_tokens
        if stop is not UNSET:
            field_dict["stop"] = stop
        if stream is not UNSET:
            field_dict["stream"] = stream

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.chat_assistant_message import ChatAssistantMessage
        from ..models.chat_developer_message import ChatDeveloperMessage
        from ..models.chat_function_message import ChatFunctionMessage
        from ..models.chat_system_message import ChatSystemMessage
        from ..models.chat_tool_message import ChatToolMessage
        from ..models.chat_user_message import ChatUserMessage

        d = dict(src_dict)
        messages = []
        _messages = d.pop("messages")
        for messages_item_data in _messages:

            def _parse_messages_item(
                data: object,
            ) -> (
                ChatAssistantMessage
                | ChatDeveloperMessage
                | ChatFunctionMessage
                | ChatSystemMessage
                | ChatToolMessage
                | ChatUserMessage
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_chat_message_type_0 = ChatSystemMessage.from_dict(
                        data
                    )

                    return componentsschemas_chat_message_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_chat_message_type_1 = (
                        ChatDeveloperMessage.from_dict(data)
                    )

                    return componentsschemas_chat_message_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_chat_message_type_2 = ChatUserMessage.from_dict(
                        data
                    )

                    return componentsschemas_chat_message_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_chat_message_type_3 = (
                        ChatAssistantMessage.from_dict(data)
                    )

                    return componentsschemas_chat_message_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_chat_message_type_4 = ChatToolMessage.from_dict(
                        data
                    )

                    return componentsschemas_chat_message_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_chat_message_type_5 = ChatFunctionMessage.from_dict(
                    data
                )

                return componentsschemas_chat_message_type_5

            messages_item = _parse_messages_item(messages_item_data)

            messages.append(messages_item)

        custom_id = d.pop("custom_id", UNSET)

        temperature = d.pop("temperature", UNSET)

        top_p = d.pop("top_p", UNSET)

        max_tokens = d.pop("max_tokens", UNSET)

        def _parse_stop(data: object) -> list[str] | str | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                stop_type_1 = cast(list[str], data)

                return stop_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | str | Unset, data)

        stop = _parse_stop(d.pop("stop", UNSET))

        stream = d.pop("stream", UNSET)

        batch_request_item = cls(
            messages=messages,
            custom_id=custom_id,
            temperature=temperature,
            top_p=top_p,
            max_tokens=max_tokens,
            stop=stop,
            stream=stream,
        )

        batch_request_item.additional_properties = d
        return batch_request_item

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
