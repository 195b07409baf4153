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

from ..models.scope import Scope

T = TypeVar("T", bound="ApiKeyWithSecret")


@_attrs_define
class ApiKeyWithSecret:
    """
    Attributes:
        id (str):
        object_ (Literal['api_key']):
        name (str):
        prefix (str): The first characters of the key, for display.
        scopes (list[Scope]):
        created (int):
        last_used (int | None):
        revoked (bool):
        key (str): The secret; shown only now.
    """

    id: str
    object_: Literal["api_key"]
    name: str
    prefix: str
    scopes: list[Scope]
    created: int
    last_used: int | None
    revoked: bool
    key: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        object_ = self.object_

        name = self.name

        prefix = self.prefix

        scopes = []
        for scopes_item_data in self.scopes:
            scopes_item = scopes_item_data.value
            scopes.append(scopes_item)

        created = self.created

        last_used: int | None
        last_used = self.last_used

        revoked = self.revoked

        key = self.key

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "object": object_,
                "name": name,
                "prefix": prefix,
                "scopes": scopes,
                "created": created,
                "last_used": last_used,
                "revoked": revoked,
                "key": key,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        object_ = cast(Literal["api_key"], d.pop("object"))
        if object_ != "api_key":
            raise ValueError(f"object must match const 'api_key', got '{object_}'")

        name = d.pop("name")

        prefix = d.pop("prefix")

        scopes = []
        _scopes = d.pop("scopes")
        for scopes_item_data in _scopes:
            scopes_item = Scope(scopes_item_data)

            scopes.append(scopes_item)

        created = d.pop("created")

        def _parse_last_used(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        last_used = _parse_last_used(d.pop("last_used"))

        revoked = d.pop("revoked")

        key = d.pop("key")

        api_key_with_secret = cls(
            id=id,
            object_=object_,
            name=name,
            prefix=prefix,
            scopes=scopes,
            created=created,
            last_used=last_used,
            revoked=revoked,
            key=key,
        )

        api_key_with_secret.additional_properties = d
        return api_key_with_secret

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
