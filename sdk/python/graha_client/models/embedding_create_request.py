from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.embedding_create_request_encoding_format import (
    EmbeddingCreateRequestEncodingFormat,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="EmbeddingCreateRequest")


@_attrs_define
class EmbeddingCreateRequest:
    """OpenAI-compatible request; unknown extra fields are accepted and ignored.

    Attributes:
        model (str):
        input_ (list[str] | str):
        encoding_format (EmbeddingCreateRequestEncodingFormat | Unset):  Default:
            EmbeddingCreateRequestEncodingFormat.FLOAT.
        dimensions (int | Unset): Truncate vectors to this many dimensions; default is the model's full size.
        user (str | Unset):
    """

    model: str
    input_: list[str] | str
    encoding_format: EmbeddingCreateRequestEncodingFormat | Unset = (
        EmbeddingCreateRequestEncodingFormat.FLOAT
    )
    dimensions: int | Unset = UNSET
    user: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        model = self.model

        input_: list[str] | str
        if isinstance(self.input_, list):
            input_ = self.input_

        else:
            input_ = self.input_

        encoding_format: str | Unset = UNSET
        if not isinstance(self.encoding_format, Unset):
            encoding_format = self.encoding_format.value

        dimensions = self.dimensions

        user = self.user

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "model": model,
                "input": input_,
            }
        )
        if encoding_format is not UNSET:
            field_dict["encoding_format"] = encoding_format
        if dimensions is not UNSET:
            field_dict["dimensions"] = dimensions
        if user is not UNSET:
            field_dict["user"] = user

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        model = d.pop("model")

        def _parse_input_(data: object) -> list[str] | str:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                input_type_1 = cast(list[str], data)

                return input_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | str, data)

        input_ = _parse_input_(d.pop("input"))

        _encoding_format = d.pop("encoding_format", UNSET)
        encoding_format: EmbeddingCreateRequestEncodingFormat | Unset
        if isinstance(_encoding_format, Unset):
            encoding_format = UNSET
        else:
            encoding_format = EmbeddingCreateRequestEncodingFormat(_encoding_format)

        dimensions = d.pop("dimensions", UNSET)

        user = d.pop("user", UNSET)

        embedding_create_request = cls(
            model=model,
            input_=input_,
            encoding_format=encoding_format,
            dimensions=dimensions,
            user=user,
        )

        embedding_create_request.additional_properties = d
        return embedding_create_request

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
