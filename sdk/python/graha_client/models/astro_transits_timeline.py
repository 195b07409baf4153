from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.astro_transit_hit import AstroTransitHit


T = TypeVar("T", bound="AstroTransitsTimeline")


@_attrs_define
class AstroTransitsTimeline:
    """
    Attributes:
        from_ (datetime.date):
        to (datetime.date):
        bodies (list[str]):
        hits (list[AstroTransitHit]):
    """

    from_: datetime.date
    to: datetime.date
    bodies: list[str]
    hits: list[AstroTransitHit]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_.isoformat()

        to = self.to.isoformat()

        bodies = self.bodies

        hits = []
        for hits_item_data in self.hits:
            hits_item = hits_item_data.to_dict()
            hits.append(hits_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "from": from_,
                "to": to,
                "bodies": bodies,
                "hits": hits,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_transit_hit import AstroTransitHit

        d = dict(src_dict)
        from_ = datetime.date.fromisoformat(d.pop("from"))

        to = datetime.date.fromisoformat(d.pop("to"))

        bodies = cast(list[str], d.pop("bodies"))

        hits = []
        _hits = d.pop("hits")
        for hits_item_data in _hits:
            hits_item = AstroTransitHit.from_dict(hits_item_data)

            hits.append(hits_item)

        astro_transits_timeline = cls(
            from_=from_,
            to=to,
            bodies=bodies,
            hits=hits,
        )

        astro_transits_timeline.additional_properties = d
        return astro_transits_timeline

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
