from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.chat_assistant_message import ChatAssistantMessage
    from ..models.chat_developer_message import ChatDeveloperMessage
    from ..models.chat_function_message import ChatFunctionMessage
    from ..models.chat_system_message import ChatSystemMessage
    from ..models.chat_tool_message import ChatToolMessage
    from ..models.chat_user_message import ChatUserMessage


T = TypeVar("T", bound="EvaluationTestCase")


@_attrs_define
class EvaluationTestCase:
    """
    Attributes:
        input_ (list[ChatAssistantMessage | ChatDeveloperMessage | ChatFunctionMessage | ChatSystemMessage |
            ChatToolMessage | ChatUserMessage]): The conversation the output answers.
        output (list[str] | str): The output to judge: a string for `classification` and `scoring`, an array of 2 to 4
            candidate outputs for `comparison` (checked, 400).
        expected (str | Unset): Optional reference answer shown to the judge.
        labels (list[str] | Unset): Classification only; candidate labels for this case, replacing the top-level
            `labels`.
    """

    input_: list[
        ChatAssistantMessage
        | ChatDeveloperMessage
        | ChatFunctionMessage
        | ChatSystemMessage
        | ChatToolMessage
        | ChatUserMessage
    ]
    output: list[str] | str
    expected: str | Unset = UNSET
    labels: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.chat_assistant_message import ChatAssistantMessage
        from ..models.chat_developer_message import ChatDeveloperMessage
        from ..models.chat_system_message import ChatSystemMessage
        from ..models.chat_tool_message import ChatToolMessage
        from ..models.chat_user_message import ChatUserMessage

        input_ = []
        for input_item_data in self.input_:
            input_item: dict[str, Any]
            if (
                isinstance(input_item_data, ChatSystemMessage)
                or isinstance(input_item_data, ChatDeveloperMessage)
                or isinstance(input_item_data, ChatUserMessage)
                or isinstance(input_item_data, ChatAssistantMessage)
                or isinstance(input_item_data, ChatToolMessage)
            ):
                input_item = input_item_data.to_dict()
            else:
                input_item = input_item_data.to_dict()

            input_.append(input_item)

        output: list[str] | str
        if isinstance(self.output, list):
            output = self.output

        else:
            output = self.output

        expected = self.expected

        labels: list[str] | Unset = UNSET
        if not isinstance(self.labels, Unset):
            labels = self.labels

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "input": input_,
                "output": output,
            }
        )
        if expected is not UNSET:
            field_dict["expected"] = expected
        if labels is not UNSET:
            field_dict["labels"] = labels

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
        input_ = []
        _input_ = d.pop("input")
        for input_item_data in _input_:

            def _parse_input_item(
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

            input_item = _parse_input_item(input_item_data)

            input_.append(input_item)

        def _parse_output(data: object) -> list[str] | str:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                output_type_1 = cast(list[str], data)

                return output_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | str, data)

        output = _parse_output(d.pop("output"))

        expected = d.pop("expected", UNSET)

        labels = cast(list[str], d.pop("labels", UNSET))

        evaluation_test_case = cls(
            input_=input_,
            output=output,
            expected=expected,
            labels=labels,
        )

        return evaluation_test_case
