from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.health_database import HealthDatabase
from ..models.health_status import HealthStatus
from ..types import UNSET, Unset

T = TypeVar("T", bound="Health")


@_attrs_define
class Health:
    """
    Attributes:
        status (HealthStatus):
        version (str):
        database (HealthDatabase | Unset): Present on `/readyz`, which asks the database; `/healthz` does not.
    """

    status: HealthStatus
    version: str
    database: HealthDatabase | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        status = self.status.value

        version = self.version

        database: str | Unset = UNSET
        if not isinstance(self.database, Unset):
            database = self.database.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
                "version": version,
            }
        )
        if database is not UNSET:
            field_dict["database"] = database

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        status = HealthStatus(d.pop("status"))

        version = d.pop("version")

        _database = d.pop("database", UNSET)
        database: HealthDatabase | Unset
        if isinstance(_database, Unset):
            database = UNSET
        else:
            database = HealthDatabase(_database)

        health = cls(
            status=status,
            version=version,
            database=database,
        )

        health.additional_properties = d
        return health

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
