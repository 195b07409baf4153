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
    from ..models.chat_completion_chunk_choices_item import (
        ChatCompletionChunkChoicesItem,
    )
    from ..models.chat_completion_usage import ChatCompletionUsage


T = TypeVar("T", bound="ChatCompletionChunk")


@_attrs_define
class ChatCompletionChunk:
    """One SSE `data:` event of a streamed chat completion.

    Attributes:
        id (str):
        object_ (Literal['chat.completion.chunk']):
        created (int):
        model (str):
        choices (list[ChatCompletionChunkChoicesItem]): Empty in the final usage chunk.
        system_fingerprint (str | Unset):
        usage (ChatCompletionUsage | None | Unset): null except in the final chunk when `stream_options.include_usage`
            is true.
    """

    id: str
    object_: Literal["chat.completion.chunk"]
    created: int
    model: str
    choices: list[ChatCompletionChunkChoicesItem]
    system_fingerprint: str | Unset = UNSET
    usage: ChatCompletionUsage | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.chat_completion_usage import ChatCompletionUsage

        id = self.id

        object_ = self.object_

        created = self.created

        model = self.model

        choices = []
        for choices_item_data in self.choices:
            choices_item = choices_item_data.to_dict()
            choices.append(choices_item)

        system_fingerprint = self.system_fingerprint

        usage: dict[str, Any] | None | Unset
        if isinstance(self.usage, Unset):
            usage = UNSET
        elif isinstance(self.usage, ChatCompletionUsage):
            usage = self.usage.to_dict()
        else:
            usage = self.usage

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "object": object_,
                "created": created,
                "model": model,
                "choices": choices,
            }
        )
        if system_fingerprint is not UNSET:
            field_dict["system_fingerprint"] = system_fingerprint
        if usage is not UNSET:
            field_dict["usage"] = usage

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.chat_completion_chunk_choices_item import (
            ChatCompletionChunkChoicesItem,
        )
        from ..models.chat_completion_usage import ChatCompletionUsage

        d = dict(src_dict)
        id = d.pop("id")

        object_ = cast(Literal["chat.completion.chunk"], d.pop("object"))
        if object_ != "chat.completion.chunk":
            raise ValueError(
                f"object must match const 'chat.completion.chunk', got '{object_}'"
            )

        created = d.pop("created")

        model = d.pop("model")

        choices = []
        _choices = d.pop("choices")
        for choices_item_data in _choices:
            choices_item = ChatCompletionChunkChoicesItem.from_dict(choices_item_data)

            choices.append(choices_item)

        system_fingerprint = d.pop("system_fingerprint", UNSET)

        def _parse_usage(data: object) -> ChatCompletionUsage | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                usage_type_1 = ChatCompletionUsage.from_dict(data)

                return usage_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChatCompletionUsage | None | Unset, data)

        usage = _parse_usage(d.pop("usage", UNSET))

        chat_completion_chunk = cls(
            id=id,
            object_=object_,
            created=created,
            model=model,
            choices=choices,
            system_fingerprint=system_fingerprint,
            usage=usage,
        )

        chat_completion_chunk.additional_properties = d
        return chat_completion_chunk

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
