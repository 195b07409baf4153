from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.astro_varshaphal_mudda_dasha_periods_item import (
        AstroVarshaphalMuddaDashaPeriodsItem,
    )


T = TypeVar("T", bound="AstroVarshaphalMuddaDasha")


@_attrs_define
class AstroVarshaphalMuddaDasha:
    """
    Attributes:
        rule (str):
        year_days (float):
        periods (list[AstroVarshaphalMuddaDashaPeriodsItem]):
    """

    rule: str
    year_days: float
    periods: list[AstroVarshaphalMuddaDashaPeriodsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        rule = self.rule

        year_days = self.year_days

        periods = []
        for periods_item_data in self.periods:
            periods_item = periods_item_data.to_dict()
            periods.append(periods_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "rule": rule,
                "year_days": year_days,
                "periods": periods,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_varshaphal_mudda_dasha_periods_item import (
            AstroVarshaphalMuddaDashaPeriodsItem,
        )

        d = dict(src_dict)
        rule = d.pop("rule")

        year_days = d.pop("year_days")

        periods = []
        _periods = d.pop("periods")
        for periods_item_data in _periods:
            periods_item = AstroVarshaphalMuddaDashaPeriodsItem.from_dict(
                periods_item_data
            )

            periods.append(periods_item)

        astro_varshaphal_mudda_dasha = cls(
            rule=rule,
            year_days=year_days,
            periods=periods,
        )

        astro_varshaphal_mudda_dasha.additional_properties = d
        return astro_varshaphal_mudda_dasha

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
