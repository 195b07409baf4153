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

from ..models.plan import Plan
from ..types import UNSET, Unset

T = TypeVar("T", bound="Balance")


@_attrs_define
class Balance:
    """
    Attributes:
        available (int): USD cents, rounded down; the balance net of the amounts reserved by calls in flight.
        currency (Literal['usd_cents']):
        total_spent (int): USD cents spent since the account was opened.
        plan (Plan):
        pending_plan (None | Plan | Unset): A downgrade scheduled for the end of the billing cycle.
    """

    available: int
    currency: Literal["usd_cents"]
    total_spent: int
    plan: Plan
    pending_plan: None | Plan | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        available = self.available

        currency = self.currency

        total_spent = self.total_spent

        plan = self.plan.value

        pending_plan: None | str | Unset
        if isinstance(self.pending_plan, Unset):
            pending_plan = UNSET
        elif isinstance(self.pending_plan, Plan):
            pending_plan = self.pending_plan.value
        else:
            pending_plan = self.pending_plan

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "available": available,
                "currency": currency,
                "total_spent": total_spent,
                "plan": plan,
            }
        )
        if pending_plan is not UNSET:
            field_dict["pending_plan"] = pending_plan

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        available = d.pop("available")

        currency = cast(Literal["usd_cents"], d.pop("currency"))
        if currency != "usd_cents":
            raise ValueError(f"currency must match const 'usd_cents', got '{currency}'")

        total_spent = d.pop("total_spent")

        plan = Plan(d.pop("plan"))

        def _parse_pending_plan(data: object) -> None | Plan | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                pending_plan_type_0 = Plan(data)

                return pending_plan_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Plan | Unset, data)

        pending_plan = _parse_pending_plan(d.pop("pending_plan", UNSET))

        balance = cls(
            available=available,
            currency=currency,
            total_spent=total_spent,
            plan=plan,
            pending_plan=pending_plan,
        )

        balance.additional_properties = d
        return balance

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
