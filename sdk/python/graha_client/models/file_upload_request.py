from __future__ import annotations

from collections.abc import Mapping
from io import BytesIO
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from .. import types
from ..models.file_upload_request_purpose import FileUploadRequestPurpose
from ..types import File

T = TypeVar("T", bound="FileUploadRequest")


@_attrs_define
class FileUploadRequest:
    """
    Attributes:
        file (File): The JSONL file, at most 100 MB.
        purpose (FileUploadRequestPurpose): What the file is for; `fine-tune` for training data (spec 4.16).
    """

    file: File
    purpose: FileUploadRequestPurpose

    def to_dict(self) -> dict[str, Any]:
        file = self.file.to_tuple()

        purpose = self.purpose.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "file": file,
                "purpose": purpose,
            }
        )

        return field_dict

    def to_multipart(self) -> types.RequestFiles:
        files: types.RequestFiles = []

        files.append(("file", self.file.to_tuple()))

        files.append(
            ("purpose", (None, str(self.purpose.value).encode(), "text/plain"))
        )

        return files

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        file = File(payload=BytesIO(d.pop("file")))

        purpose = FileUploadRequestPurpose(d.pop("purpose"))

        file_upload_request = cls(
            file=file,
            purpose=purpose,
        )

        return file_upload_request
