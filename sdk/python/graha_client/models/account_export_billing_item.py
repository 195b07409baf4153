from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="AccountExportBillingItem")


@_attrs_define
class AccountExportBillingItem:
    """
    Attributes:
        id (str):
        amount (int): USD cents; negative for charges.
        date (datetime.date):
        status (str):
        kind (str | Unset):
    """

    id: str
    amount: int
    date: datetime.date
    status: str
    kind: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        amount = self.amount

        date = self.date.isoformat()

        status = self.status

        kind = self.kind

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "amount": amount,
                "date": date,
                "status": status,
            }
        )
        if kind is not UNSET:
            field_dict["kind"] = kind

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        amount = d.pop("amount")

        date = datetime.date.fromisoformat(d.pop("date"))

        status = d.pop("status")

        kind = d.pop("kind", UNSET)

        account_export_billing_item = cls(
            id=id,
            amount=amount,
            date=date,
            status=status,
            kind=kind,
        )

        account_export_billing_item.additional_properties = d
        return account_export_billing_item

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
