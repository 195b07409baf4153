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

from ..models.billing_alert_threshold_percent import BillingAlertThresholdPercent

if TYPE_CHECKING:
    from ..models.billing_alert_delivery import BillingAlertDelivery


T = TypeVar("T", bound="BillingAlert")


@_attrs_define
class BillingAlert:
    """A budget alert; the webhook POST body is this object without `delivery`.

    Attributes:
        id (str):
        object_ (Literal['billing.alert']):
        type_ (Literal['budget.threshold_reached']):
        account_id (str):
        cycle (str): The billing cycle, YYYY-MM.
        threshold_percent (BillingAlertThresholdPercent):
        monthly_budget_cents (int):
        month_spend_cents (int):
        created_at (int):
        delivery (BillingAlertDelivery):
    """

    id: str
    object_: Literal["billing.alert"]
    type_: Literal["budget.threshold_reached"]
    account_id: str
    cycle: str
    threshold_percent: BillingAlertThresholdPercent
    monthly_budget_cents: int
    month_spend_cents: int
    created_at: int
    delivery: BillingAlertDelivery
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        object_ = self.object_

        type_ = self.type_

        account_id = self.account_id

        cycle = self.cycle

        threshold_percent = self.threshold_percent.value

        monthly_budget_cents = self.monthly_budget_cents

        month_spend_cents = self.month_spend_cents

        created_at = self.created_at

        delivery = self.delivery.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "object": object_,
                "type": type_,
                "account_id": account_id,
                "cycle": cycle,
                "threshold_percent": threshold_percent,
                "monthly_budget_cents": monthly_budget_cents,
                "month_spend_cents": month_spend_cents,
                "created_at": created_at,
                "delivery": delivery,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.billing_alert_delivery import BillingAlertDelivery

        d = dict(src_dict)
        id = d.pop("id")

        object_ = cast(Literal["billing.alert"], d.pop("object"))
        if object_ != "billing.alert":
            raise ValueError(
                f"object must match const 'billing.alert', got '{object_}'"
            )

        type_ = cast(Literal["budget.threshold_reached"], d.pop("type"))
        if type_ != "budget.threshold_reached":
            raise ValueError(
                f"type must match const 'budget.threshold_reached', got '{type_}'"
            )

        account_id = d.pop("account_id")

        cycle = d.pop("cycle")

        threshold_percent = BillingAlertThresholdPercent(d.pop("threshold_percent"))

        monthly_budget_cents = d.pop("monthly_budget_cents")

        month_spend_cents = d.pop("month_spend_cents")

        created_at = d.pop("created_at")

        delivery = BillingAlertDelivery.from_dict(d.pop("delivery"))

        billing_alert = cls(
            id=id,
            object_=object_,
            type_=type_,
            account_id=account_id,
            cycle=cycle,
            threshold_percent=threshold_percent,
            monthly_budget_cents=monthly_budget_cents,
            month_spend_cents=month_spend_cents,
            created_at=created_at,
            delivery=delivery,
        )

        billing_alert.additional_properties = d
        return billing_alert

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
