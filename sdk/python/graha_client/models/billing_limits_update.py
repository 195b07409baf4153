from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="BillingLimitsUpdate")


@_attrs_define
class BillingLimitsUpdate:
    """
    Attributes:
        monthly_budget_cents (int | None | Unset):
        hard_cap_cents (int | None | Unset):
        auto_pause (bool | Unset): Refuse billed calls (402 budget_paused) once the monthly budget is spent. Default:
            False.
        alert_webhook_url (None | str | Unset):
    """

    monthly_budget_cents: int | None | Unset = UNSET
    hard_cap_cents: int | None | Unset = UNSET
    auto_pause: bool | Unset = False
    alert_webhook_url: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        monthly_budget_cents: int | None | Unset
        if isinstance(self.monthly_budget_cents, Unset):
            monthly_budget_cents = UNSET
        else:
            monthly_budget_cents = self.monthly_budget_cents

        hard_cap_cents: int | None | Unset
        if isinstance(self.hard_cap_cents, Unset):
            hard_cap_cents = UNSET
        else:
            hard_cap_cents = self.hard_cap_cents

        auto_pause = self.auto_pause

        alert_webhook_url: None | str | Unset
        if isinstance(self.alert_webhook_url, Unset):
            alert_webhook_url = UNSET
        else:
            alert_webhook_url = self.alert_webhook_url

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if monthly_budget_cents is not UNSET:
            field_dict["monthly_budget_cents"] = monthly_budget_cents
        if hard_cap_cents is not UNSET:
            field_dict["hard_cap_cents"] = hard_cap_cents
        if auto_pause is not UNSET:
            field_dict["auto_pause"] = auto_pause
        if alert_webhook_url is not UNSET:
            field_dict["alert_webhook_url"] = alert_webhook_url

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_monthly_budget_cents(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        monthly_budget_cents = _parse_monthly_budget_cents(
            d.pop("monthly_budget_cents", UNSET)
        )

        def _parse_hard_cap_cents(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        hard_cap_cents = _parse_hard_cap_cents(d.pop("hard_cap_cents", UNSET))

        auto_pause = d.pop("auto_pause", UNSET)

        def _parse_alert_webhook_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        alert_webhook_url = _parse_alert_webhook_url(d.pop("alert_webhook_url", UNSET))

        billing_limits_update = cls(
            monthly_budget_cents=monthly_budget_cents,
            hard_cap_cents=hard_cap_cents,
            auto_pause=auto_pause,
            alert_webhook_url=alert_webhook_url,
        )

        return billing_limits_update
