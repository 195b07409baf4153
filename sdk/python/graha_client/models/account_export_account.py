from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.plan import Plan

T = TypeVar("T", bound="AccountExportAccount")


@_attrs_define
class AccountExportAccount:
    """
    Attributes:
        id (str):
        email (str):
        plan (Plan):
        created_at (int):
    """

    id: str
    email: str
    plan: Plan
    created_at: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        email = self.email

        plan = self.plan.value

        created_at = self.created_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "email": email,
                "plan": plan,
                "created_at": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        email = d.pop("email")

        plan = Plan(d.pop("plan"))

        created_at = d.pop("created_at")

        account_export_account = cls(
            id=id,
            email=email,
            plan=plan,
            created_at=created_at,
        )

        account_export_account.additional_properties = d
        return account_export_account

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
