from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AstroVarshaphalYearLordPanchaVargiyaBalaAdditionalProperty")


@_attrs_define
class AstroVarshaphalYearLordPanchaVargiyaBalaAdditionalProperty:
    """
    Attributes:
        kshetra (float):
        uchcha (float):
        hadda (float):
        drekkana (float):
        navamsa (float):
        total (float):
    """

    kshetra: float
    uchcha: float
    hadda: float
    drekkana: float
    navamsa: float
    total: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kshetra = self.kshetra

        uchcha = self.uchcha

        hadda = self.hadda

        drekkana = self.drekkana

        navamsa = self.navamsa

        total = self.total

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kshetra": kshetra,
                "uchcha": uchcha,
                "hadda": hadda,
                "drekkana": drekkana,
                "navamsa": navamsa,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kshetra = d.pop("kshetra")

        uchcha = d.pop("uchcha")

        hadda = d.pop("hadda")

        drekkana = d.pop("drekkana")

        navamsa = d.pop("navamsa")

        total = d.pop("total")

        astro_varshaphal_year_lord_pancha_vargiya_bala_additional_property = cls(
            kshetra=kshetra,
            uchcha=uchcha,
            hadda=hadda,
            drekkana=drekkana,
            navamsa=navamsa,
            total=total,
        )

        astro_varshaphal_year_lord_pancha_vargiya_bala_additional_property.additional_properties = d
        return astro_varshaphal_year_lord_pancha_vargiya_bala_additional_property

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
