from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.account_export_account import AccountExportAccount
    from ..models.account_export_api_keys_item import AccountExportApiKeysItem
    from ..models.account_export_billing_item import AccountExportBillingItem
    from ..models.account_export_usage_item import AccountExportUsageItem


T = TypeVar("T", bound="AccountExport")


@_attrs_define
class AccountExport:
    """
    Attributes:
        account (AccountExportAccount):
        usage (list[AccountExportUsageItem]):
        billing (list[AccountExportBillingItem]):
        api_keys (list[AccountExportApiKeysItem]):
    """

    account: AccountExportAccount
    usage: list[AccountExportUsageItem]
    billing: list[AccountExportBillingItem]
    api_keys: list[AccountExportApiKeysItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        account = self.account.to_dict()

        usage = []
        for usage_item_data in self.usage:
            usage_item = usage_item_data.to_dict()
            usage.append(usage_item)

        billing = []
        for billing_item_data in self.billing:
            billing_item = billing_item_data.to_dict()
            billing.append(billing_item)

        api_keys = []
        for api_keys_item_data in self.api_keys:
            api_keys_item = api_keys_item_data.to_dict()
            api_keys.append(api_keys_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "account": account,
                "usage": usage,
                "billing": billing,
                "api_keys": api_keys,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.account_export_account import AccountExportAccount
        from ..models.account_export_api_keys_item import AccountExportApiKeysItem
        from ..models.account_export_billing_item import AccountExportBillingItem
        from ..models.account_export_usage_item import AccountExportUsageItem

        d = dict(src_dict)
        account = AccountExportAccount.from_dict(d.pop("account"))

        usage = []
        _usage = d.pop("usage")
        for usage_item_data in _usage:
            usage_item = AccountExportUsageItem.from_dict(usage_item_data)

            usage.append(usage_item)

        billing = []
        _billing = d.pop("billing")
        for billing_item_data in _billing:
            billing_item = AccountExportBillingItem.from_dict(billing_item_data)

            billing.append(billing_item)

        api_keys = []
        _api_keys = d.pop("api_keys")
        for api_keys_item_data in _api_keys:
            api_keys_item = AccountExportApiKeysItem.from_dict(api_keys_item_data)

            api_keys.append(api_keys_item)

        account_export = cls(
            account=account,
            usage=usage,
            billing=billing,
            api_keys=api_keys,
        )

        account_export.additional_properties = d
        return account_export

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
