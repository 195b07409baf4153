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
    from ..models.chat_completion_choices_item import ChatCompletionChoicesItem
    from ..models.chat_completion_usage import ChatCompletionUsage


T = TypeVar("T", bound="ChatCompletion")


@_attrs_define
class ChatCompletion:
    """
    Attributes:
        id (str):
        object_ (Literal['chat.completion']):
        created (int): Unix seconds.
        model (str):
        choices (list[ChatCompletionChoicesItem]):
        usage (ChatCompletionUsage): The tokens billed for the call: the upstream's count (else Graha's), each at most
            what the call reserved (the
            prompt as Graha counts it plus a margin for other tokenizers, and the max_tokens sent upstream).
            GET /v1/billing/usage shows where an upstream reported more.
        system_fingerprint (str | Unset):
    """

    id: str
    object_: Literal["chat.completion"]
    created: int
    model: str
    choices: list[ChatCompletionChoicesItem]
    usage: ChatCompletionUsage
    system_fingerprint: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        object_ = self.object_

        created = self.created

        model = self.model

        choices = []
        for choices_item_data in self.choices:
            choices_item = choices_item_data.to_dict()
            choices.append(choices_item)

        usage = self.usage.to_dict()

        system_fingerprint = self.system_fingerprint

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "object": object_,
                "created": created,
                "model": model,
                "choices": choices,
                "usage": usage,
            }
        )
        if system_fingerprint is not UNSET:
            field_dict["system_fingerprint"] = system_fingerprint

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.chat_completion_choices_item import ChatCompletionChoicesItem
        from ..models.chat_completion_usage import ChatCompletionUsage

        d = dict(src_dict)
        id = d.pop("id")

        object_ = cast(Literal["chat.completion"], d.pop("object"))
        if object_ != "chat.completion":
            raise ValueError(
                f"object must match const 'chat.completion', got '{object_}'"
            )

        created = d.pop("created")

        model = d.pop("model")

        choices = []
        _choices = d.pop("choices")
        for choices_item_data in _choices:
            choices_item = ChatCompletionChoicesItem.from_dict(choices_item_data)

            choices.append(choices_item)

        usage = ChatCompletionUsage.from_dict(d.pop("usage"))

        system_fingerprint = d.pop("system_fingerprint", UNSET)

        chat_completion = cls(
            id=id,
            object_=object_,
            created=created,
            model=model,
            choices=choices,
            usage=usage,
            system_fingerprint=system_fingerprint,
        )

        chat_completion.additional_properties = d
        return chat_completion

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
