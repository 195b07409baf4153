from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="AgentStreamSseEvent")


@_attrs_define
class AgentStreamSseEvent:
    """One Server-Sent Event of a streamed agent run (the per-event schema of the text/event-stream response). `data` holds
    one AgentStreamEvent as JSON; the last event's `data` is `[DONE]`.

        Attributes:
            data (Literal['[DONE]'] | str):
            event (str | Unset):
            id (str | Unset):
            retry (int | Unset):
    """

    data: Literal["[DONE]"] | str
    event: str | Unset = UNSET
    id: str | Unset = UNSET
    retry: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        data: Literal["[DONE]"] | str
        data = self.data

        event = self.event

        id = self.id

        retry = self.retry

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "data": data,
            }
        )
        if event is not UNSET:
            field_dict["event"] = event
        if id is not UNSET:
            field_dict["id"] = id
        if retry is not UNSET:
            field_dict["retry"] = retry

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_data(data: object) -> Literal["[DONE]"] | str:
            data_type_0 = cast(Literal["[DONE]"], data)
            if data_type_0 != "[DONE]":
                raise ValueError(
                    f"data_type_0 must match const '[DONE]', got '{data_type_0}'"
                )
            return data_type_0
            return cast(Literal["[DONE]"] | str, data)

        data = _parse_data(d.pop("data"))

        event = d.pop("event", UNSET)

        id = d.pop("id", UNSET)

        retry = d.pop("retry", UNSET)

        agent_stream_sse_event = cls(
            data=data,
            event=event,
            id=id,
            retry=retry,
        )

        agent_stream_sse_event.additional_properties = d
        return agent_stream_sse_event

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
