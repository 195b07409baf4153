from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_divisional_conventions_drekkana import (
    AstroDivisionalConventionsDrekkana,
)
from ..models.astro_divisional_conventions_hora import AstroDivisionalConventionsHora
from ..models.astro_divisional_conventions_trimsamsa import (
    AstroDivisionalConventionsTrimsamsa,
)

T = TypeVar("T", bound="AstroDivisionalConventions")


@_attrs_define
class AstroDivisionalConventions:
    """
    Attributes:
        hora (AstroDivisionalConventionsHora):
        drekkana (AstroDivisionalConventionsDrekkana):
        trimsamsa (AstroDivisionalConventionsTrimsamsa):
    """

    hora: AstroDivisionalConventionsHora
    drekkana: AstroDivisionalConventionsDrekkana
    trimsamsa: AstroDivisionalConventionsTrimsamsa
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        hora = self.hora.value

        drekkana = self.drekkana.value

        trimsamsa = self.trimsamsa.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "hora": hora,
                "drekkana": drekkana,
                "trimsamsa": trimsamsa,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        hora = AstroDivisionalConventionsHora(d.pop("hora"))

        drekkana = AstroDivisionalConventionsDrekkana(d.pop("drekkana"))

        trimsamsa = AstroDivisionalConventionsTrimsamsa(d.pop("trimsamsa"))

        astro_divisional_conventions = cls(
            hora=hora,
            drekkana=drekkana,
            trimsamsa=trimsamsa,
        )

        astro_divisional_conventions.additional_properties = d
        return astro_divisional_conventions

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
