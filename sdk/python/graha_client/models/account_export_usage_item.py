from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="AccountExportUsageItem")


@_attrs_define
class AccountExportUsageItem:
    """
    Attributes:
        date (datetime.date):
        requests (int):
        tokens (int): The billed tokens (prompt, cached prompt and completion).
        cost_cents (int):
        reported_tokens (int | Unset): Present only where it differs from `tokens`: the tokens the upstreams reported
            for these calls. `tokens`
            and the cost count what was billed. A call is billed at most what it reserved before it ran: its prompt as
            Graha counts it plus a margin for other tokenizers, and the max_tokens Graha sent upstream; an upstream
            that reports more is billed at that reservation.
    """

    date: datetime.date
    requests: int
    tokens: int
    cost_cents: int
    reported_tokens: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        date = self.date.isoformat()

        requests = self.requests

        tokens = self.tokens

        cost_cents = self.cost_cents

        reported_tokens = self.reported_tokens

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "date": date,
                "requests": requests,
                "tokens": tokens,
                "cost_cents": cost_cents,
            }
        )
        if reported_tokens is not UNSET:
            field_dict["reported_tokens"] = reported_tokens

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        date = datetime.date.fromisoformat(d.pop("date"))

        requests = d.pop("requests")

        tokens = d.pop("tokens")

        cost_cents = d.pop("cost_cents")

        reported_tokens = d.pop("reported_tokens", UNSET)

        account_export_usage_item = cls(
            date=date,
            requests=requests,
            tokens=tokens,
            cost_cents=cost_cents,
            reported_tokens=reported_tokens,
        )

        account_export_usage_item.additional_properties = d
        return account_export_usage_item

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
