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

from ..models.deposit_charge_currency import DepositChargeCurrency
from ..models.deposit_provider import DepositProvider
from ..models.deposit_status import DepositStatus
from ..types import UNSET, Unset

T = TypeVar("T", bound="Deposit")


@_attrs_define
class Deposit:
    """
    Attributes:
        payment_id (str):
        payment_url (str):
        amount (int): USD cents credited on success.
        currency (Literal['usd_cents']):
        status (DepositStatus):
        provider (DepositProvider | Unset):
        charge_amount (int | Unset): Amount charged in the minor unit of charge_currency (cents or paise).
        charge_currency (DepositChargeCurrency | Unset):
        created_at (int | Unset):
    """

    payment_id: str
    payment_url: str
    amount: int
    currency: Literal["usd_cents"]
    status: DepositStatus
    provider: DepositProvider | Unset = UNSET
    charge_amount: int | Unset = UNSET
    charge_currency: DepositChargeCurrency | Unset = UNSET
    created_at: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        payment_id = self.payment_id

        payment_url = self.payment_url

        amount = self.amount

        currency = self.currency

        status = self.status.value

        provider: str | Unset = UNSET
        if not isinstance(self.provider, Unset):
            provider = self.provider.value

        charge_amount = self.charge_amount

        charge_currency: str | Unset = UNSET
        if not isinstance(self.charge_currency, Unset):
            charge_currency = self.charge_currency.value

        created_at = self.created_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "payment_id": payment_id,
                "payment_url": payment_url,
                "amount": amount,
                "currency": currency,
                "status": status,
            }
        )
        if provider is not UNSET:
            field_dict["provider"] = provider
        if charge_amount is not UNSET:
            field_dict["charge_amount"] = charge_amount
        if charge_currency is not UNSET:
            field_dict["charge_currency"] = charge_currency
        if created_at is not UNSET:
            field_dict["created_at"] = created_at

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        payment_id = d.pop("payment_id")

        payment_url = d.pop("payment_url")

        amount = d.pop("amount")

        currency = cast(Literal["usd_cents"], d.pop("currency"))
        if currency != "usd_cents":
            raise ValueError(f"currency must match const 'usd_cents', got '{currency}'")

        status = DepositStatus(d.pop("status"))

        _provider = d.pop("provider", UNSET)
        provider: DepositProvider | Unset
        if isinstance(_provider, Unset):
            provider = UNSET
        else:
            provider = DepositProvider(_provider)

        charge_amount = d.pop("charge_amount", UNSET)

        _charge_currency = d.pop("charge_currency", UNSET)
        charge_currency: DepositChargeCurrency | Unset
        if isinstance(_charge_currency, Unset):
            charge_currency = UNSET
        else:
            charge_currency = DepositChargeCurrency(_charge_currency)

        created_at = d.pop("created_at", UNSET)

        deposit = cls(
            payment_id=payment_id,
            payment_url=payment_url,
            amount=amount,
            currency=currency,
            status=status,
            provider=provider,
            charge_amount=charge_amount,
            charge_currency=charge_currency,
            created_at=created_at,
        )

        deposit.additional_properties = d
        return deposit

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
