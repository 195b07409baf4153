from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.billing_alert_delivery_status import BillingAlertDeliveryStatus

T = TypeVar("T", bound="BillingAlertDelivery")


@_attrs_define
class BillingAlertDelivery:
    """
    Attributes:
        status (BillingAlertDeliveryStatus):
        attempts (int):
        delivered_at (int | None):
        last_error (None | str):
    """

    status: BillingAlertDeliveryStatus
    attempts: int
    delivered_at: int | None
    last_error: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status.value

        attempts = self.attempts

        delivered_at: int | None
        delivered_at = self.delivered_at

        last_error: None | str
        last_error = self.last_error

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "attempts": attempts,
                "delivered_at": delivered_at,
                "last_error": last_error,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        status = BillingAlertDeliveryStatus(d.pop("status"))

        attempts = d.pop("attempts")

        def _parse_delivered_at(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        delivered_at = _parse_delivered_at(d.pop("delivered_at"))

        def _parse_last_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_error = _parse_last_error(d.pop("last_error"))

        billing_alert_delivery = cls(
            status=status,
            attempts=attempts,
            delivered_at=delivered_at,
            last_error=last_error,
        )

        billing_alert_delivery.additional_properties = d
        return billing_alert_delivery

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
