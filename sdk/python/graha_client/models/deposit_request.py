from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.deposit_request_currency import DepositRequestCurrency
from ..types import UNSET, Unset

T = TypeVar("T", bound="DepositRequest")


@_attrs_define
class DepositRequest:
    """
    Attributes:
        amount (int): USD cents to credit; minimum 1000 (USD 10).
        currency (DepositRequestCurrency | Unset): Currency the payer is charged in. Default:
            DepositRequestCurrency.USD.
    """

    amount: int
    currency: DepositRequestCurrency | Unset = DepositRequestCurrency.USD

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        currency: str | Unset = UNSET
        if not isinstance(self.currency, Unset):
            currency = self.currency.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "amount": amount,
            }
        )
        if currency is not UNSET:
            field_dict["currency"] = currency

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        amount = d.pop("amount")

        _currency = d.pop("currency", UNSET)
        currency: DepositRequestCurrency | Unset
        if isinstance(_currency, Unset):
            currency = UNSET
        else:
            currency = DepositRequestCurrency(_currency)

        deposit_request = cls(
            amount=amount,
            currency=currency,
        )

        return deposit_request
