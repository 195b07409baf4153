from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.batch_result_error import BatchResultError
    from ..models.chat_completion import ChatCompletion


T = TypeVar("T", bound="BatchResult")


@_attrs_define
class BatchResult:
    """
    Attributes:
        index (int): Position of the request in `requests`.
        custom_id (None | str):
        response (ChatCompletion | None): The completion; null when the request failed.
        error (BatchResultError | None): Why the request failed; null when it succeeded.
    """

    index: int
    custom_id: None | str
    response: ChatCompletion | None
    error: BatchResultError | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.batch_result_error import BatchResultError
        from ..models.chat_completion import ChatCompletion

        index = self.index

        custom_id: None | str
        custom_id = self.custom_id

        response: dict[str, Any] | None
        if isinstance(self.response, ChatCompletion):
            response = self.response.to_dict()
        else:
            response = self.response

        error: dict[str, Any] | None
        if isinstance(self.error, BatchResultError):
            error = self.error.to_dict()
        else:
            error = self.error

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "index": index,
                "custom_id": custom_id,
                "response": response,
                "error": error,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.batch_result_error import BatchResultError
        from ..models.chat_completion import ChatCompletion

        d = dict(src_dict)
        index = d.pop("index")

        def _parse_custom_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        custom_id = _parse_custom_id(d.pop("custom_id"))

        def _parse_response(data: object) -> ChatCompletion | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_type_1 = ChatCompletion.from_dict(data)

                return response_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChatCompletion | None, data)

        response = _parse_response(d.pop("response"))

        def _parse_error(data: object) -> BatchResultError | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                error_type_1 = BatchResultError.from_dict(data)

                return error_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BatchResultError | None, data)

        error = _parse_error(d.pop("error"))

        batch_result = cls(
            index=index,
            custom_id=custom_id,
            response=response,
            error=error,
        )

        batch_result.additional_properties = d
        return batch_result

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
