from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_jaimini_karaka_scheme_karakas import AstroJaiminiKarakaSchemeKarakas

T = TypeVar("T", bound="AstroJaiminiKarakaScheme")


@_attrs_define
class AstroJaiminiKarakaScheme:
    """
    Attributes:
        karakas (AstroJaiminiKarakaSchemeKarakas):
        rahu_included (bool):
        rule (str):
    """

    karakas: AstroJaiminiKarakaSchemeKarakas
    rahu_included: bool
    rule: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        karakas = self.karakas.value

        rahu_included = self.rahu_included

        rule = self.rule

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "karakas": karakas,
                "rahu_included": rahu_included,
                "rule": rule,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        karakas = AstroJaiminiKarakaSchemeKarakas(d.pop("karakas"))

        rahu_included = d.pop("rahu_included")

        rule = d.pop("rule")

        astro_jaimini_karaka_scheme = cls(
            karakas=karakas,
            rahu_included=rahu_included,
            rule=rule,
        )

        astro_jaimini_karaka_scheme.additional_properties = d
        return astro_jaimini_karaka_scheme

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
