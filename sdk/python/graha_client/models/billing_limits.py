from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="BillingLimits")


@_attrs_define
class BillingLimits:
    """
    Attributes:
        monthly_budget_cents (int | None):
        hard_cap_cents (int | None):
        auto_pause (bool):
        alert_webhook_url (None | str):
        month_spend_cents (int): Spend of the current billing cycle (calendar month, UTC), rounded down.
        paused (bool): True when auto-pause is on and the month's spend reached the budget (billed calls get 402
            budget_paused).
        alert_signing_secret (None | str | Unset): Key of the HMAC-SHA256 in the X-Graha-Signature header of alert
            webhooks; created with the first webhook URL.
    """

    monthly_budget_cents: int | None
    hard_cap_cents: int | None
    auto_pause: bool
    alert_webhook_url: None | str
    month_spend_cents: int
    paused: bool
    alert_signing_secret: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        monthly_budget_cents: int | None
        monthly_budget_cents = self.monthly_budget_cents

        hard_cap_cents: int | None
        hard_cap_cents = self.hard_cap_cents

        auto_pause = self.auto_pause

        alert_webhook_url: None | str
        alert_webhook_url = self.alert_webhook_url

        month_spend_cents = self.month_spend_cents

        paused = self.paused

        alert_signing_secret: None | str | Unset
        if isinstance(self.alert_signing_secret, Unset):
            alert_signing_secret = UNSET
        else:
            alert_signing_secret = self.alert_signing_secret

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "monthly_budget_cents": monthly_budget_cents,
                "hard_cap_cents": hard_cap_cents,
                "auto_pause": auto_pause,
                "alert_webhook_url": alert_webhook_url,
                "month_spend_cents": month_spend_cents,
                "paused": paused,
            }
        )
        if alert_signing_secret is not UNSET:
            field_dict["alert_signing_secret"] = alert_signing_secret

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_monthly_budget_cents(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        monthly_budget_cents = _parse_monthly_budget_cents(
            d.pop("monthly_budget_cents")
        )

        def _parse_hard_cap_cents(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        hard_cap_cents = _parse_hard_cap_cents(d.pop("hard_cap_cents"))

        auto_pause = d.pop("auto_pause")

        def _parse_alert_webhook_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        alert_webhook_url = _parse_alert_webhook_url(d.pop("alert_webhook_url"))

        month_spend_cents = d.pop("month_spend_cents")

        paused = d.pop("paused")

        def _parse_alert_signing_secret(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        alert_signing_secret = _parse_alert_signing_secret(
            d.pop("alert_signing_secret", UNSET)
        )

        billing_limits = cls(
            monthly_budget_cents=monthly_budget_cents,
            hard_cap_cents=hard_cap_cents,
            auto_pause=auto_pause,
            alert_webhook_url=alert_webhook_url,
            month_spend_cents=month_spend_cents,
            paused=paused,
            alert_signing_secret=alert_signing_secret,
        )

        billing_limits.additional_properties = d
        return billing_limits

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
