from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.astro_dasha_system_timeline_applicability_alternative_rule import (
        AstroDashaSystemTimelineApplicabilityAlternativeRule,
    )


T = TypeVar("T", bound="AstroDashaSystemTimelineApplicability")


@_attrs_define
class AstroDashaSystemTimelineApplicability:
    """Ashtottari only.

    Attributes:
        applicable (bool): BPHS 47: Rahu in a kendra or trikona from the lagna lord, not in the lagna.
        rule (str):
        alternative_rule (AstroDashaSystemTimelineApplicabilityAlternativeRule):
    """

    applicable: bool
    rule: str
    alternative_rule: AstroDashaSystemTimelineApplicabilityAlternativeRule
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        applicable = self.applicable

        rule = self.rule

        alternative_rule = self.alternative_rule.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "applicable": applicable,
                "rule": rule,
                "alternative_rule": alternative_rule,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_dasha_system_timeline_applicability_alternative_rule import (
            AstroDashaSystemTimelineApplicabilityAlternativeRule,
        )

        d = dict(src_dict)
        applicable = d.pop("applicable")

        rule = d.pop("rule")

        alternative_rule = (
            AstroDashaSystemTimelineApplicabilityAlternativeRule.from_dict(
                d.pop("alternative_rule")
            )
        )

        astro_dasha_system_timeline_applicability = cls(
            applicable=applicable,
            rule=rule,
            alternative_rule=alternative_rule,
        )

        astro_dasha_system_timeline_applicability.additional_properties = d
        return astro_dasha_system_timeline_applicability

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
