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

from ..models.file_object_purpose import FileObjectPurpose
from ..models.file_object_status import FileObjectStatus

T = TypeVar("T", bound="FileObject")


@_attrs_define
class FileObject:
    """
    Attributes:
        id (str): File id.
        file_id (str): Same value as `id` (spec 2.13 names it `file_id`).
        object_ (Literal['file']):
        bytes_ (int): Size in bytes.
        created_at (int): Unix seconds.
        filename (str):
        purpose (FileObjectPurpose):
        status (FileObjectStatus): `uploaded` until checked, then `processed` (valid) or `error`.
        line_count (int | None): Number of JSONL lines (examples); null until `processed`.
        token_count (int | None): Tokens of the file's messages (`messages`, or `input` of evaluation lines), counted as
            a chat prompt is counted (o200k_base with the per-message overhead, src/tokenizer), summed over the lines; null
            until `processed`. For a fine-tuning file it is one pass over the examples: a job trains token_count x epochs
            tokens, billed at the base model's training price (its `estimated_cost_cents` comes from it).
    """

    id: str
    file_id: str
    object_: Literal["file"]
    bytes_: int
    created_at: int
    filename: str
    purpose: FileObjectPurpose
    status: FileObjectStatus
    line_count: int | None
    token_count: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        file_id = self.file_id

        object_ = self.object_

        bytes_ = self.bytes_

        created_at = self.created_at

        filename = self.filename

        purpose = self.purpose.value

        status = self.status.value

        line_count: int | None
        line_count = self.line_count

        token_count: int | None
        token_count = self.token_count

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "file_id": file_id,
                "object": object_,
                "bytes": bytes_,
                "created_at": created_at,
                "filename": filename,
                "purpose": purpose,
                "status": status,
                "line_count": line_count,
                "token_count": token_count,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        file_id = d.pop("file_id")

        object_ = cast(Literal["file"], d.pop("object"))
        if object_ != "file":
            raise ValueError(f"object must match const 'file', got '{object_}'")

        bytes_ = d.pop("bytes")

        created_at = d.pop("created_at")

        filename = d.pop("filename")

        purpose = FileObjectPurpose(d.pop("purpose"))

        status = FileObjectStatus(d.pop("status"))

        def _parse_line_count(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        line_count = _parse_line_count(d.pop("line_count"))

        def _parse_token_count(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        token_count = _parse_token_count(d.pop("token_count"))

        file_object = cls(
            id=id,
            file_id=file_id,
            object_=object_,
            bytes_=bytes_,
            created_at=created_at,
            filename=filename,
            purpose=purpose,
            status=status,
            line_count=line_count,
            token_count=token_count,
        )

        file_object.additional_properties = d
        return file_object

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
