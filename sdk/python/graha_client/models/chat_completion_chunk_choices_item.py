from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.chat_completion_chunk_choices_item_finish_reason_type_1 import (
    ChatCompletionChunkChoicesItemFinishReasonType1,
)
from ..models.chat_completion_chunk_choices_item_finish_reason_type_2_type_1 import (
    ChatCompletionChunkChoicesItemFinishReasonType2Type1,
)
from ..models.chat_completion_chunk_choices_item_finish_reason_type_3_type_1 import (
    ChatCompletionChunkChoicesItemFinishReasonType3Type1,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.chat_completion_chunk_choices_item_delta import (
        ChatCompletionChunkChoicesItemDelta,
    )
    from ..models.chat_logprobs_type_0 import ChatLogprobsType0


T = TypeVar("T", bound="ChatCompletionChunkChoicesItem")


@_attrs_define
class ChatCompletionChunkChoicesItem:
    """
    Attributes:
        index (int):
        delta (ChatCompletionChunkChoicesItemDelta):
        finish_reason (ChatCompletionChunkChoicesItemFinishReasonType1 |
            ChatCompletionChunkChoicesItemFinishReasonType2Type1 | ChatCompletionChunkChoicesItemFinishReasonType3Type1 |
            None):
        logprobs (ChatLogprobsType0 | None | Unset): Log probabilities of the output tokens as the upstream reported
            them (OpenAI format); null unless the request set `logprobs`.
    """

    index: int
    delta: ChatCompletionChunkChoicesItemDelta
    finish_reason: (
        ChatCompletionChunkChoicesItemFinishReasonType1
        | ChatCompletionChunkChoicesItemFinishReasonType2Type1
        | ChatCompletionChunkChoicesItemFinishReasonType3Type1
        | None
    )
    logprobs: ChatLogprobsType0 | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.chat_logprobs_type_0 import ChatLogprobsType0

        index = self.index

        delta = self.delta.to_dict()

        finish_reason: None | str
        if (
            isinstance(
                self.finish_reason, ChatCompletionChunkChoicesItemFinishReasonType1
            )
            or isinstance(
                self.finish_reason, ChatCompletionChunkChoicesItemFinishReasonType2Type1
            )
            or isinstance(
                self.finish_reason, ChatCompletionChunkChoicesItemFinishReasonType3Type1
            )
        ):
            finish_reason = self.finish_reason.value
        else:
            finish_reason = self.finish_reason

        logprobs: dict[str, Any] | None | Unset
        if isinstance(self.logprobs, Unset):
            logprobs = UNSET
        elif isinstance(self.logprobs, ChatLogprobsType0):
            logprobs = self.logprobs.to_dict()
        else:
            logprobs = self.logprobs

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "index": index,
                "delta": delta,
                "finish_reason": finish_reason,
            }
        )
        if logprobs is not UNSET:
            field_dict["logprobs"] = logprobs

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.chat_completion_chunk_choices_item_delta import (
            ChatCompletionChunkChoicesItemDelta,
        )
        from ..models.chat_logprobs_type_0 import ChatLogprobsType0

        d = dict(src_dict)
        index = d.pop("index")

        delta = ChatCompletionChunkChoicesItemDelta.from_dict(d.pop("delta"))

        def _parse_finish_reason(
            data: object,
        ) -> (
            ChatCompletionChunkChoicesItemFinishReasonType1
            | ChatCompletionChunkChoicesItemFinishReasonType2Type1
            | ChatCompletionChunkChoicesItemFinishReasonType3Type1
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                finish_reason_type_1 = ChatCompletionChunkChoicesItemFinishReasonType1(
                    data
                )

                return finish_reason_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                finish_reason_type_2_type_1 = (
                    ChatCompletionChunkChoicesItemFinishReasonType2Type1(data)
                )

                return finish_reason_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                finish_reason_type_3_type_1 = (
                    ChatCompletionChunkChoicesItemFinishReasonType3Type1(data)
                )

                return finish_reason_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                ChatCompletionChunkChoicesItemFinishReasonType1
                | ChatCompletionChunkChoicesItemFinishReasonType2Type1
                | ChatCompletionChunkChoicesItemFinishReasonType3Type1
                | None,
                data,
            )

        finish_reason = _parse_finish_reason(d.pop("finish_reason"))

        def _parse_logprobs(data: object) -> ChatLogprobsType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
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
            return cast(ChatLogprobsType0 | None | Unset, data)

        logprobs = _parse_logprobs(d.pop("logprobs", UNSET))

        chat_completion_chunk_choices_item = cls(
            index=index,
            delta=delta,
            finish_reason=finish_reason,
            logprobs=logprobs,
        )

        chat_completion_chunk_choices_item.additional_properties = d
        return chat_completion_chunk_choices_item

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
