from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_shadbala_time_lords_abda import AstroShadbalaTimeLordsAbda
from ..models.astro_shadbala_time_lords_hora import AstroShadbalaTimeLordsHora
from ..models.astro_shadbala_time_lords_masa import AstroShadbalaTimeLordsMasa
from ..models.astro_shadbala_time_lords_vara import AstroShadbalaTimeLordsVara

T = TypeVar("T", bound="AstroShadbalaTimeLords")


@_attrs_define
class AstroShadbalaTimeLords:
    """Lords of the year, month, weekday and hour of birth (they get 15, 30, 45 and 60 virupas).

    Attributes:
        abda (AstroShadbalaTimeLordsAbda):
        masa (AstroShadbalaTimeLordsMasa):
        vara (AstroShadbalaTimeLordsVara):
        hora (AstroShadbalaTimeLordsHora):
    """

    abda: AstroShadbalaTimeLordsAbda
    masa: AstroShadbalaTimeLordsMasa
    vara: AstroShadbalaTimeLordsVara
    hora: AstroShadbalaTimeLordsHora
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        abda = self.abda.value

        masa = self.masa.value

        vara = self.vara.value

        hora = self.hora.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "abda": abda,
                "masa": masa,
                "vara": vara,
                "hora": hora,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        abda = AstroShadbalaTimeLordsAbda(d.pop("abda"))

        masa = AstroShadbalaTimeLordsMasa(d.pop("masa"))

        vara = AstroShadbalaTimeLordsVara(d.pop("vara"))

        hora = AstroShadbalaTimeLordsHora(d.pop("hora"))

        astro_shadbala_time_lords = cls(
            abda=abda,
            masa=masa,
            vara=vara,
            hora=hora,
        )

        astro_shadbala_time_lords.additional_properties = d
        return astro_shadbala_time_lords

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
