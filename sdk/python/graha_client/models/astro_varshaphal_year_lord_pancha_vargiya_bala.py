from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.astro_varshaphal_year_lord_pancha_vargiya_bala_additional_property import (
        AstroVarshaphalYearLordPanchaVargiyaBalaAdditionalProperty,
    )


T = TypeVar("T", bound="AstroVarshaphalYearLordPanchaVargiyaBala")


@_attrs_define
class AstroVarshaphalYearLordPanchaVargiyaBala:
    """Per graha (Sun..Saturn); kshetra 30, uchcha 20, hadda 15, drekkana 10, navamsa 5 at full, total = sum / 4."""

    additional_properties: dict[
        str, AstroVarshaphalYearLordPanchaVargiyaBalaAdditionalProperty
    ] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = prop.to_dict()

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_varshaphal_year_lord_pancha_vargiya_bala_additional_property import (
            AstroVarshaphalYearLordPanchaVargiyaBalaAdditionalProperty,
        )

        d = dict(src_dict)
        astro_varshaphal_year_lord_pancha_vargiya_bala = cls()

        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = (
                AstroVarshaphalYearLordPanchaVargiyaBalaAdditionalProperty.from_dict(
                    prop_dict
                )
            )

            additional_properties[prop_name] = additional_property

        astro_varshaphal_year_lord_pancha_vargiya_bala.additional_properties = (
            additional_properties
        )
        return astro_varshaphal_year_lord_pancha_vargiya_bala

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(
        self, key: str
    ) -> AstroVarshaphalYearLordPanchaVargiyaBalaAdditionalProperty:
        return self.additional_properties[key]

    def __setitem__(
        self,
        key: str,
        value: AstroVarshaphalYearLordPanchaVargiyaBalaAdditionalProperty,
    ) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
