from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.astro_varshaphal_year_lord_candidates_item import (
        AstroVarshaphalYearLordCandidatesItem,
    )
    from ..models.astro_varshaphal_year_lord_pancha_vargiya_bala import (
        AstroVarshaphalYearLordPanchaVargiyaBala,
    )


T = TypeVar("T", bound="AstroVarshaphalYearLord")


@_attrs_define
class AstroVarshaphalYearLord:
    """
    Attributes:
        planet (str):
        reason (str):
        rule (str):
        candidates (list[AstroVarshaphalYearLordCandidatesItem]):
        pancha_vargiya_bala (AstroVarshaphalYearLordPanchaVargiyaBala): Per graha (Sun..Saturn); kshetra 30, uchcha 20,
            hadda 15, drekkana 10, navamsa 5 at full, total = sum / 4.
        planet_local (str | Unset):
    """

    planet: str
    reason: str
    rule: str
    candidates: list[AstroVarshaphalYearLordCandidatesItem]
    pancha_vargiya_bala: AstroVarshaphalYearLordPanchaVargiyaBala
    planet_local: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        planet = self.planet

        reason = self.reason

        rule = self.rule

        candidates = []
        for candidates_item_data in self.candidates:
            candidates_item = candidates_item_data.to_dict()
            candidates.append(candidates_item)

        pancha_vargiya_bala = self.pancha_vargiya_bala.to_dict()

        planet_local = self.planet_local

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "planet": planet,
                "reason": reason,
                "rule": rule,
                "candidates": candidates,
                "pancha_vargiya_bala": pancha_vargiya_bala,
            }
        )
        if planet_local is not UNSET:
            field_dict["planet_local"] = planet_local

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_varshaphal_year_lord_candidates_item import (
            AstroVarshaphalYearLordCandidatesItem,
        )
        from ..models.astro_varshaphal_year_lord_pancha_vargiya_bala import (
            AstroVarshaphalYearLordPanchaVargiyaBala,
        )

        d = dict(src_dict)
        planet = d.pop("planet")

        reason = d.pop("reason")

        rule = d.pop("rule")

        candidates = []
        _candidates = d.pop("candidates")
        for candidates_item_data in _candidates:
            candidates_item = AstroVarshaphalYearLordCandidatesItem.from_dict(
                candidates_item_data
            )

            candidates.append(candidates_item)

        pancha_vargiya_bala = AstroVarshaphalYearLordPanchaVargiyaBala.from_dict(
            d.pop("pancha_vargiya_bala")
        )

        planet_local = d.pop("planet_local", UNSET)

        astro_varshaphal_year_lord = cls(
            planet=planet,
            reason=reason,
            rule=rule,
            candidates=candidates,
            pancha_vargiya_bala=pancha_vargiya_bala,
            planet_local=planet_local,
        )

        astro_varshaphal_year_lord.additional_properties = d
        return astro_varshaphal_year_lord

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
