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

from ..models.model_kind import ModelKind

if TYPE_CHECKING:
    from ..models.model_capabilities import ModelCapabilities
    from ..models.model_deprecation import ModelDeprecation


T = TypeVar("T", bound="Model")


@_attrs_define
class Model:
    """
    Attributes:
        id (str):
        object_ (Literal['model']):
        created (int): Unix seconds.
        owned_by (str): Owner of the model (graha, the upstream vendor, or the account for fine-tuned models).
        permission (list[Any]): Always empty (kept for OpenAI compatibility).
        kind (ModelKind):
        context_window (int | None): Maximum prompt + completion tokens; null for non-text models.
        capabilities (ModelCapabilities): What the model supports now. `caching` means prompt caching on serverless;
            `dedicated` means it can be deployed on a dedicated endpoint.
        deprecation (ModelDeprecation | None): null unless the model is deprecated.
    """

    id: str
    object_: Literal["model"]
    created: int
    owned_by: str
    permission: list[Any]
    kind: ModelKind
    context_window: int | None
    capabilities: ModelCapabilities
    deprecation: ModelDeprecation | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.model_deprecation import ModelDeprecation

        id = self.id

        object_ = self.object_

        created = self.created

        owned_by = self.owned_by

        permission = self.permission

        kind = self.kind.value

        context_window: int | None
        context_window = self.context_window

        capabilities = self.capabilities.to_dict()

        deprecation: dict[str, Any] | None
        if isinstance(self.deprecation, ModelDeprecation):
            deprecation = self.deprecation.to_dict()
        else:
            deprecation = self.deprecation

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "object": object_,
                "created": created,
                "owned_by": owned_by,
                "permission": permission,
                "kind": kind,
                "context_window": context_window,
                "capabilities": capabilities,
                "deprecation": deprecation,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.model_capabilities import ModelCapabilities
        from ..models.model_deprecation import ModelDeprecation

        d = dict(src_dict)
        id = d.pop("id")

        object_ = cast(Literal["model"], d.pop("object"))
        if object_ != "model":
            raise ValueError(f"object must match const 'model', got '{object_}'")

        created = d.pop("created")

        owned_by = d.pop("owned_by")

        permission = cast(list[Any], d.pop("permission"))

        kind = ModelKind(d.pop("kind"))

        def _parse_context_window(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        context_window = _parse_context_window(d.pop("context_window"))

        capabilities = ModelCapabilities.from_dict(d.pop("capabilities"))

        def _parse_deprecation(data: object) -> ModelDeprecation | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                deprecation_type_1 = ModelDeprecation.from_dict(data)

                return deprecation_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ModelDeprecation | None, data)

        deprecation = _parse_deprecation(d.pop("deprecation"))

        model = cls(
            id=id,
            object_=object_,
            created=created,
            owned_by=owned_by,
            permission=permission,
            kind=kind,
            context_window=context_window,
            capabilities=capabilities,
            deprecation=deprecation,
        )

        model.additional_properties = d
        return model

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
