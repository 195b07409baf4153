from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AstroShadbalaPlanetsItemKala")


@_attrs_define
class AstroShadbalaPlanetsItemKala:
    """Temporal strength (BPHS 27.10-16); yuddha is negative for the loser of a planetary war.

    Attributes:
        nathonnata (float):
        paksha (float):
        tribhaga (float):
        abda (float):
        masa (float):
        vara (float):
        hora (float):
        ayana (float):
        yuddha (float):
        total (float):
    """

    nathonnata: float
    paksha: float
    tribhaga: float
    abda: float
    masa: float
    vara: float
    hora: float
    ayana: float
    yuddha: float
    total: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        nathonnata = self.nathonnata

        paksha = self.paksha

        tribhaga = self.tribhaga

        abda = self.abda

        masa = self.masa

        vara = self.vara

        hora = self.hora

        ayana = self.ayana

        yuddha = self.yuddha

        total = self.total

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "nathonnata": nathonnata,
                "paksha": paksha,
                "tribhaga": tribhaga,
                "abda": abda,
                "masa": masa,
                "vara": vara,
                "hora": hora,
                "ayana": ayana,
                "yuddha": yuddha,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        nathonnata = d.pop("nathonnata")

        paksha = d.pop("paksha")

        tribhaga = d.pop("tribhaga")

        abda = d.pop("abda")

        masa = d.pop("masa")

        vara = d.pop("vara")

        hora = d.pop("hora")

        ayana = d.pop("ayana")

        yuddha = d.pop("yuddha")

        total = d.pop("total")

        astro_shadbala_planets_item_kala = cls(
            nathonnata=nathonnata,
            paksha=paksha,
            tribhaga=tribhaga,
            abda=abda,
            masa=masa,
            vara=vara,
            hora=hora,
            ayana=ayana,
            yuddha=yuddha,
            total=total,
        )

        astro_shadbala_planets_item_kala.additional_properties = d
        return astro_shadbala_planets_item_kala

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
