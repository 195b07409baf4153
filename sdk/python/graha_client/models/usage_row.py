from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="UsageRow")


@_attrs_define
class UsageRow:
    """
    Attributes:
        requests (int):
        tokens (int): The billed tokens (prompt, cached prompt and completion).
        cost_cents (int):
        date (datetime.date | Unset):
        model (str | Unset):
        endpoint_type (str | Unset):
        reported_tokens (int | Unset): Present only where it differs from `tokens`: the tokens the upstreams reported
            for these calls. `tokens`
            and the cost count what was billed. A call is billed at most what it reserved before it ran: its prompt as
            Graha counts it plus a margin for other tokenizers, and the max_tokens Graha sent upstream; an upstream
            that reports more is billed at that reservation.
    """

    requests: int
    tokens: int
    cost_cents: int
    date: datetime.date | Unset = UNSET
    model: str | Unset = UNSET
    endpoint_type: str | Unset = UNSET
    reported_tokens: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        requests = self.requests

        tokens = self.tokens

        cost_cents = self.cost_cents

        date: str | Unset = UNSET
        if not isinstance(self.date, Unset):
            date = self.date.isoformat()

        model = self.model

        endpoint_type = self.endpoint_type

        reported_tokens = self.reported_tokens

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "requests": requests,
                "tokens": tokens,
                "cost_cents": cost_cents,
            }
        )
        if date is not UNSET:
            field_dict["date"] = date
        if model is not UNSET:
            field_dict["model"] = model
        if endpoint_type is not UNSET:
            field_dict["endpoint_type"] = endpoint_type
        if reported_tokens is not UNSET:
            field_dict["reported_tokens"] = reported_tokens

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        requests = d.pop("requests")

        tokens = d.pop("tokens")

        cost_cents = d.pop("cost_cents")

        _date = d.pop("date", UNSET)
        date: datetime.date | Unset
        if isinstance(_date, Unset):
            date = UNSET
        else:
            date = datetime.date.fromisoformat(_date)

        model = d.pop("model", UNSET)

        endpoint_type = d.pop("endpoint_type", UNSET)

        reported_tokens = d.pop("reported_tokens", UNSET)

        usage_row = cls(
            requests=requests,
            tokens=tokens,
            cost_cents=cost_cents,
            date=date,
            model=model,
            endpoint_type=endpoint_type,
            reported_tokens=reported_tokens,
        )

        usage_row.additional_properties = d
        return usage_row

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
