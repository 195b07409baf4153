from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.astro_aspect import AstroAspect
    from ..models.astro_aspect_orbs import AstroAspectOrbs
    from ..models.astro_transits_natal import AstroTransitsNatal
    from ..models.astro_transits_timeline import AstroTransitsTimeline
    from ..models.astro_transits_transits_item import AstroTransitsTransitsItem


T = TypeVar("T", bound="AstroTransits")


@_attrs_define
class AstroTransits:
    """
    Attributes:
        natal (AstroTransitsNatal): The natal chart (as in /v1/astrology/aspects, without its aspects).
        at (datetime.datetime):
        orbs (AstroAspectOrbs): Orbs used, degrees.
        transits (list[AstroTransitsTransitsItem]):
        aspects (list[AstroAspect]):
        engine (str):
        timeline (AstroTransitsTimeline | Unset):
    """

    natal: AstroTransitsNatal
    at: datetime.datetime
    orbs: AstroAspectOrbs
    transits: list[AstroTransitsTransitsItem]
    aspects: list[AstroAspect]
    engine: str
    timeline: AstroTransitsTimeline | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        natal = self.natal.to_dict()

        at = self.at.isoformat()

        orbs = self.orbs.to_dict()

        transits = []
        for transits_item_data in self.transits:
            transits_item = transits_item_data.to_dict()
            transits.append(transits_item)

        aspects = []
        for aspects_item_data in self.aspects:
            aspects_item = aspects_item_data.to_dict()
            aspects.append(aspects_item)

        engine = self.engine

        timeline: dict[str, Any] | Unset = UNSET
        if not isinstance(self.timeline, Unset):
            timeline = self.timeline.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "natal": natal,
                "at": at,
                "orbs": orbs,
                "transits": transits,
                "aspects": aspects,
                "engine": engine,
            }
        )
        if timeline is not UNSET:
            field_dict["timeline"] = timeline

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_aspect import AstroAspect
        from ..models.astro_aspect_orbs import AstroAspectOrbs
        from ..models.astro_transits_natal import AstroTransitsNatal
        from ..models.astro_transits_timeline import AstroTransitsTimeline
        from ..models.astro_transits_transits_item import AstroTransitsTransitsItem

        d = dict(src_dict)
        natal = AstroTransitsNatal.from_dict(d.pop("natal"))

        at = datetime.datetime.fromisoformat(d.pop("at"))

        orbs = AstroAspectOrbs.from_dict(d.pop("orbs"))

        transits = []
        _transits = d.pop("transits")
        for transits_item_data in _transits:
            transits_item = AstroTransitsTransitsItem.from_dict(transits_item_data)

            transits.append(transits_item)

        aspects = []
        _aspects = d.pop("aspects")
        for aspects_item_data in _aspects:
            aspects_item = AstroAspect.from_dict(aspects_item_data)

            aspects.append(aspects_item)

        engine = d.pop("engine")

        _timeline = d.pop("timeline", UNSET)
        timeline: AstroTransitsTimeline | Unset
        if isinstance(_timeline, Unset):
            timeline = UNSET
        else:
            timeline = AstroTransitsTimeline.from_dict(_timeline)

        astro_transits = cls(
            natal=natal,
            at=at,
            orbs=orbs,
            transits=transits,
            aspects=aspects,
            engine=engine,
            timeline=timeline,
        )

        astro_transits.additional_properties = d
        return astro_transits

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
