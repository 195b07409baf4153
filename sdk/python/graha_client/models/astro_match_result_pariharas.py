from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_match_result_pariharas_mode import AstroMatchResultPariharasMode

if TYPE_CHECKING:
    from ..models.astro_match_result_pariharas_applied_item import (
        AstroMatchResultPariharasAppliedItem,
    )


T = TypeVar("T", bound="AstroMatchResultPariharas")


@_attrs_define
class AstroMatchResultPariharas:
    """The raw table total and the cancellations (parihara) that changed a score.

    Attributes:
        mode (AstroMatchResultPariharasMode):
        raw_total_score (float): Total with no parihara (a Bhakoot or Nadi dosha scores 0).
        applied (list[AstroMatchResultPariharasAppliedItem]): Koots whose score a parihara raised (empty when mode is
            none).
    """

    mode: AstroMatchResultPariharasMode
    raw_total_score: float
    applied: list[AstroMatchResultPariharasAppliedItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        mode = self.mode.value

        raw_total_score = self.raw_total_score

        applied = []
        for applied_item_data in self.applied:
            applied_item = applied_item_data.to_dict()
            applied.append(applied_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "mode": mode,
                "raw_total_score": raw_total_score,
                "applied": applied,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_match_result_pariharas_applied_item import (
            AstroMatchResultPariharasAppliedItem,
        )

        d = dict(src_dict)
        mode = AstroMatchResultPariharasMode(d.pop("mode"))

        raw_total_score = d.pop("raw_total_score")

        applied = []
        _applied = d.pop("applied")
        for applied_item_data in _applied:
            applied_item = AstroMatchResultPariharasAppliedItem.from_dict(
                applied_item_data
            )

            applied.append(applied_item)

        astro_match_result_pariharas = cls(
            mode=mode,
            raw_total_score=raw_total_score,
            applied=applied,
        )

        astro_match_result_pariharas.additional_properties = d
        return astro_match_result_pariharas

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
