from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AstroPanchangPeriodsConventions")


@_attrs_define
class AstroPanchangPeriodsConventions:
    """
    Attributes:
        choghadiya (str):
        hora (str):
        gowri_panchangam (str):
    """

    choghadiya: str
    hora: str
    gowri_panchangam: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        choghadiya = self.choghadiya

        hora = self.hora

        gowri_panchangam = self.gowri_panchangam

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "choghadiya": choghadiya,
                "hora": hora,
                "gowri_panchangam": gowri_panchangam,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        choghadiya = d.pop("choghadiya")

        hora = d.pop("hora")

        gowri_panchangam = d.pop("gowri_panchangam")

        astro_panchang_periods_conventions = cls(
            choghadiya=choghadiya,
            hora=hora,
            gowri_panchangam=gowri_panchangam,
        )

        astro_panchang_periods_conventions.additional_properties = d
        return astro_panchang_periods_conventions

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
