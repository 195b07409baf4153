from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.chat_completion_choices_item_finish_reason import (
    ChatCompletionChoicesItemFinishReason,
)

if TYPE_CHECKING:
    from ..models.chat_completion_choices_item_message import (
        ChatCompletionChoicesItemMessage,
    )
    from ..models.chat_logprobs_type_0 import ChatLogprobsType0


T = TypeVar("T", bound="ChatCompletionChoicesItem")


@_attrs_define
class ChatCompletionChoicesItem:
    """
    Attributes:
        index (int):
        message (ChatCompletionChoicesItemMessage):
        logprobs (ChatLogprobsType0 | None): Log probabilities of the output tokens as the upstream reported them
            (OpenAI format); null unless the request set `logprobs`.
        finish_reason (ChatCompletionChoicesItemFinishReason):
    """

    index: int
    message: ChatCompletionChoicesItemMessage
    logprobs: ChatLogprobsType0 | None
    finish_reason: ChatCompletionChoicesItemFinishReason
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.chat_logprobs_type_0 import ChatLogprobsType0

        index = self.index

        message = self.message.to_dict()

        logprobs: dict[str, Any] | None
        if isinstance(self.logprobs, ChatLogprobsType0):
            logprobs = self.logprobs.to_dict()
        else:
            logprobs = self.logprobs

        finish_reason = self.finish_reason.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "index": index,
                "message": message,
                "logprobs": logprobs,
                "finish_reason": finish_reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.chat_completion_choices_item_message import (
            ChatCompletionChoicesItemMessage,
        )
        from ..models.chat_logprobs_type_0 import ChatLogprobsType0

        d = dict(src_dict)
        index = d.pop("index")

        message = ChatCompletionChoicesItemMessage.from_dict(d.pop("message"))

        def _parse_logprobs(data: object) -> ChatLogprobsType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_chat_logprobs_type_0 = ChatLogprobsType0.from_dict(
                    data
                )

                return componentsschemas_chat_logprobs_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChatLogprobsType0 | None, data)

        logprobs = _parse_logprobs(d.pop("logprobs"))

        finish_reason = ChatCompletionChoicesItemFinishReason(d.pop("finish_reason"))

        chat_completion_choices_item = cls(
            index=index,
            message=message,
            logprobs=logprobs,
            finish_reason=finish_reason,
        )

        chat_completion_choices_item.additional_properties = d
        return chat_completion_choices_item

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
