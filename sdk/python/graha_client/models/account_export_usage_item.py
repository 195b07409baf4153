from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AccountExportUsageItem")


@_attrs_define
class AccountExportUsageItem:
    """
    Attributes:
        date (datetime.date):
        requests (int):
        tokens (int):
        cost_cents (int):
    """

    date: datetime.date
    requests: int
    tokens: int
    cost_cents: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        date = self.date.isoformat()

        requests = self.requests

        tokens = self.tokens

        cost_cents = self.cost_cents

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

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        date = datetime.date.fromisoformat(d.pop("date"))

        requests = d.pop("requests")

        tokens = d.pop("tokens")

        cost_cents = d.pop("cost_cents")

        account_export_usage_item = cls(
            date=date,
            requests=requests,
            tokens=tokens,
            cost_cents=cost_cents,
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
