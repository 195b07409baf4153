from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_ingresses_ayanamsa import AstroIngressesAyanamsa
from ..models.astro_ingresses_node import AstroIngressesNode

if TYPE_CHECKING:
    from ..models.astro_timeline_event import AstroTimelineEvent


T = TypeVar("T", bound="AstroIngresses")


@_attrs_define
class AstroIngresses:
    """
    Attributes:
        ayanamsa (AstroIngressesAyanamsa):
        node (AstroIngressesNode):
        from_ (datetime.date):
        to (datetime.date):
        events (list[AstroTimelineEvent]):
    """

    ayanamsa: AstroIngressesAyanamsa
    node: AstroIngressesNode
    from_: datetime.date
    to: datetime.date
    events: list[AstroTimelineEvent]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ayanamsa = self.ayanamsa.value

        node = self.node.value

        from_ = self.from_.isoformat()

        to = self.to.isoformat()

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ayanamsa": ayanamsa,
                "node": node,
                "from": from_,
                "to": to,
                "events": events,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_timeline_event import AstroTimelineEvent

        d = dict(src_dict)
        ayanamsa = AstroIngressesAyanamsa(d.pop("ayanamsa"))

        node = AstroIngressesNode(d.pop("node"))

        from_ = datetime.date.fromisoformat(d.pop("from"))

        to = datetime.date.fromisoformat(d.pop("to"))

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = AstroTimelineEvent.from_dict(events_item_data)

            events.append(events_item)

        astro_ingresses = cls(
            ayanamsa=ayanamsa,
            node=node,
            from_=from_,
            to=to,
            events=events,
        )

        astro_ingresses.additional_properties = d
        return astro_ingresses

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
