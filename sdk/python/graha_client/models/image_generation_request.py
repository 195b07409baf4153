from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.image_generation_request_response_format_type_1 import (
    ImageGenerationRequestResponseFormatType1,
)
from ..models.image_generation_request_response_format_type_2_type_1 import (
    ImageGenerationRequestResponseFormatType2Type1,
)
from ..models.image_generation_request_response_format_type_3_type_1 import (
    ImageGenerationRequestResponseFormatType3Type1,
)
from ..models.image_generation_request_size_type_1 import (
    ImageGenerationRequestSizeType1,
)
from ..models.image_generation_request_size_type_2_type_1 import (
    ImageGenerationRequestSizeType2Type1,
)
from ..models.image_generation_request_size_type_3_type_1 import (
    ImageGenerationRequestSizeType3Type1,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="ImageGenerationRequest")


@_attrs_define
class ImageGenerationRequest:
    """OpenAI-compatible request; unknown extra fields (e.g. quality, style) are accepted and ignored; `null` in an
    optional field means the default.

        Attributes:
            prompt (str):
            model (None | str | Unset):  Default: 'graha-image-basic'.
            n (int | None | Unset):  Default: 1.
            size (ImageGenerationRequestSizeType1 | ImageGenerationRequestSizeType2Type1 |
                ImageGenerationRequestSizeType3Type1 | None | Unset):  Default: ImageGenerationRequestSizeType1.VALUE_2.
            response_format (ImageGenerationRequestResponseFormatType1 | ImageGenerationRequestResponseFormatType2Type1 |
                ImageGenerationRequestResponseFormatType3Type1 | None | Unset):  Default:
                ImageGenerationRequestResponseFormatType1.URL.
            seed (int | None | Unset): Graha's; the same prompt and seed give the same images (built-in renderer). Default
                0.
            user (str | Unset):
    """

    prompt: str
    model: None | str | Unset = "graha-image-basic"
    n: int | None | Unset = 1
    size: (
        ImageGenerationRequestSizeType1
        | ImageGenerationRequestSizeType2Type1
        | ImageGenerationRequestSizeType3Type1
        | None
        | Unset
    ) = ImageGenerationRequestSizeType1.VALUE_2
    response_format: (
        ImageGenerationRequestResponseFormatType1
        | ImageGenerationRequestResponseFormatType2Type1
        | ImageGenerationRequestResponseFormatType3Type1
        | None
        | Unset
    ) = ImageGenerationRequestResponseFormatType1.URL
    seed: int | None | Unset = UNSET
    user: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        prompt = self.prompt

        model: None | str | Unset
        if isinstance(self.model, Unset):
            model = UNSET
        else:
            model = self.model

        n: int | None | Unset
        if isinstance(self.n, Unset):
            n = UNSET
        else:
            n = self.n

        size: None | str | Unset
        if isinstance(self.size, Unset):
            size = UNSET
        elif (
            isinstance(self.size, ImageGenerationRequestSizeType1)
            or isinstance(self.size, ImageGenerationRequestSizeType2Type1)
            or isinstance(self.size, ImageGenerationRequestSizeType3Type1)
        ):
            size = self.size.value
        else:
            size = self.size

        response_format: None | str | Unset
        if isinstance(self.response_format, Unset):
            response_format = UNSET
        elif (
            isinstance(self.response_format, ImageGenerationRequestResponseFormatType1)
            or isinstance(
                self.response_format, ImageGenerationRequestResponseFormatType2Type1
            )
            or isinstance(
                self.response_format, ImageGenerationRequestResponseFormatType3Type1
            )
        ):
            response_format = self.response_format.value
        else:
            response_format = self.response_format

        seed: int | None | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        user = self.user

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "prompt": prompt,
            }
        )
        if model is not UNSET:
            field_dict["model"] = model
        if n is not UNSET:
            field_dict["n"] = n
        if size is not UNSET:
            field_dict["size"] = size
        if response_format is not UNSET:
            field_dict["response_format"] = response_format
        if seed is not UNSET:
            field_dict["seed"] = seed
        if user is not UNSET:
            field_dict["user"] = user

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        prompt = d.pop("prompt")

        def _parse_model(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        model = _parse_model(d.pop("model", UNSET))

        def _parse_n(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        n = _parse_n(d.pop("n", UNSET))

        def _parse_size(
            data: object,
        ) -> (
            ImageGenerationRequestSizeType1
            | ImageGenerationRequestSizeType2Type1
            | ImageGenerationRequestSizeType3Type1
            | None
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                size_type_1 = ImageGenerationRequestSizeType1(data)

                return size_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                size_type_2_type_1 = ImageGenerationRequestSizeType2Type1(data)

                return size_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                size_type_3_type_1 = ImageGenerationRequestSizeType3Type1(data)

                return size_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                ImageGenerationRequestSizeType1
                | ImageGenerationRequestSizeType2Type1
                | ImageGenerationRequestSizeType3Type1
                | None
                | Unset,
                data,
            )

        size = _parse_size(d.pop("size", UNSET))

        def _parse_response_format(
            data: object,
        ) -> (
            ImageGenerationRequestResponseFormatType1
            | ImageGenerationRequestResponseFormatType2Type1
            | ImageGenerationRequestResponseFormatType3Type1
            | None
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                response_format_type_1 = ImageGenerationRequestResponseFormatType1(data)

                return response_format_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                response_format_type_2_type_1 = (
                    ImageGenerationRequestResponseFormatType2Type1(data)
                )

                return response_format_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                response_format_type_3_type_1 = (
                    ImageGenerationRequestResponseFormatType3Type1(data)
                )

                return response_format_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                ImageGenerationRequestResponseFormatType1
                | ImageGenerationRequestResponseFormatType2Type1
                | ImageGenerationRequestResponseFormatType3Type1
                | None
                | Unset,
                data,
            )

        response_format = _parse_response_format(d.pop("response_format", UNSET))

        def _parse_seed(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        user = d.pop("user", UNSET)

        image_generation_request = cls(
            prompt=prompt,
            model=model,
            n=n,
            size=size,
            response_format=response_format,
            seed=seed,
            user=user,
        )

        image_generation_request.additional_properties = d
        return image_generation_request

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
