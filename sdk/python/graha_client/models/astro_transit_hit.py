from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_transit_hit_aspect import AstroTransitHitAspect

T = TypeVar("T", bound="AstroTransitHit")


@_attrs_define
class AstroTransitHit:
    """
    Attributes:
        transit (str):
        natal (str):
        aspect (AstroTransitHitAspect):
        angle (float):
        exact_utc (datetime.datetime):
        transit_longitude (float):
        retrograde (bool):
    """

    transit: str
    natal: str
    aspect: AstroTransitHitAspect
    angle: float
    exact_utc: datetime.datetime
    transit_longitude: float
    retrograde: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        transit = self.transit

        natal = self.natal

        aspect = self.aspect.value

        angle = self.angle

        exact_utc = self.exact_utc.isoformat()

        transit_longitude = self.transit_longitude

        retrograde = self.retrograde

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "transit": transit,
                "natal": natal,
                "aspect": aspect,
                "angle": angle,
                "exact_utc": exact_utc,
                "transit_longitude": transit_longitude,
                "retrograde": retrograde,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        transit = d.pop("transit")

        natal = d.pop("natal")

        aspect = AstroTransitHitAspect(d.pop("aspect"))

        angle = d.pop("angle")

        exact_utc = datetime.datetime.fromisoformat(d.pop("exact_utc"))

        transit_longitude = d.pop("transit_longitude")

        retrograde = d.pop("retrograde")

        astro_transit_hit = cls(
            transit=transit,
            natal=natal,
            aspect=aspect,
            angle=angle,
            exact_utc=exact_utc,
            transit_longitude=transit_longitude,
            retrograde=retrograde,
        )

        astro_transit_hit.additional_properties = d
        return astro_transit_hit

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
