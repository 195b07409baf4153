from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ModelCapabilities")


@_attrs_define
class ModelCapabilities:
    """What the model supports now. `caching` means prompt caching on serverless; `dedicated` means it can be deployed on a
    dedicated endpoint.

        Attributes:
            chat (bool):
            streaming (bool):
            function_calling (bool):
            vision (bool):
            embeddings (bool):
            batch (bool):
            dedicated (bool):
            fine_tuning (bool):
            caching (bool):
            images (bool):
            tts (bool):
            stt (bool):
    """

    chat: bool
    streaming: bool
    function_calling: bool
    vision: bool
    embeddings: bool
    batch: bool
    dedicated: bool
    fine_tuning: bool
    caching: bool
    images: bool
    tts: bool
    stt: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        chat = self.chat

        streaming = self.streaming

        function_calling = self.function_calling

        vision = self.vision

        embeddings = self.embeddings

        batch = self.batch

        dedicated = self.dedicated

        fine_tuning = self.fine_tuning

        caching = self.caching

        images = self.images

        tts = self.tts

        stt = self.stt

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "chat": chat,
                "streaming": streaming,
                "function_calling": function_calling,
                "vision": vision,
                "embeddings": embeddings,
                "batch": batch,
                "dedicated": dedicated,
                "fine_tuning": fine_tuning,
                "caching": caching,
                "images": images,
                "tts": tts,
                "stt": stt,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        chat = d.pop("chat")

        streaming = d.pop("streaming")

        function_calling = d.pop("function_calling")

        vision = d.pop("vision")

        embeddings = d.pop("embeddings")

        batch = d.pop("batch")

        dedicated = d.pop("dedicated")

        fine_tuning = d.pop("fine_tuning")

        caching = d.pop("caching")

        images = d.pop("images")

        tts = d.pop("tts")

        stt = d.pop("stt")

        model_capabilities = cls(
            chat=chat,
            streaming=streaming,
            function_calling=function_calling,
            vision=vision,
            embeddings=embeddings,
            batch=batch,
            dedicated=dedicated,
            fine_tuning=fine_tuning,
            caching=caching,
            images=images,
            tts=tts,
            stt=stt,
        )

        model_capabilities.additional_properties = d
        return model_capabilities

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
