from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AccountExportApiKeysItem")


@_attrs_define
class AccountExportApiKeysItem:
    """
    Attributes:
        id (str):
        prefix (str):
        created (int):
        last_used (int | None):
    """

    id: str
    prefix: str
    created: int
    last_used: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        prefix = self.prefix

        created = self.created

        last_used: int | None
        last_used = self.last_used

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "prefix": prefix,
                "created": created,
                "last_used": last_used,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        prefix = d.pop("prefix")

        created = d.pop("created")

        def _parse_last_used(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        last_used = _parse_last_used(d.pop("last_used"))

        account_export_api_keys_item = cls(
            id=id,
            prefix=prefix,
            created=created,
            last_used=last_used,
        )

        account_export_api_keys_item.additional_properties = d
        return account_export_api_keys_item

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
