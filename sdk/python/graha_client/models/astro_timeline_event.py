from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_timeline_event_from_sign import AstroTimelineEventFromSign
from ..models.astro_timeline_event_planet import AstroTimelineEventPlanet
from ..models.astro_timeline_event_sign import AstroTimelineEventSign
from ..models.astro_timeline_event_type import AstroTimelineEventType
from ..types import UNSET, Unset

T = TypeVar("T", bound="AstroTimelineEvent")


@_attrs_define
class AstroTimelineEvent:
    """
    Attributes:
        planet (AstroTimelineEventPlanet):
        type_ (AstroTimelineEventType):
        at (datetime.datetime): UTC, to the minute.
        sign (AstroTimelineEventSign): Sign entered (ingress) or occupied (station), sidereal.
        from_sign (AstroTimelineEventFromSign | Unset):
    """

    planet: AstroTimelineEventPlanet
    type_: AstroTimelineEventType
    at: datetime.datetime
    sign: AstroTimelineEventSign
    from_sign: AstroTimelineEventFromSign | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        planet = self.planet.value

        type_ = self.type_.value

        at = self.at.isoformat()

        sign = self.sign.value

        from_sign: str | Unset = UNSET
        if not isinstance(self.from_sign, Unset):
            from_sign = self.from_sign.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "planet": planet,
                "type": type_,
                "at": at,
                "sign": sign,
            }
        )
        if from_sign is not UNSET:
            field_dict["from_sign"] = from_sign

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        planet = AstroTimelineEventPlanet(d.pop("planet"))

        type_ = AstroTimelineEventType(d.pop("type"))

        at = datetime.datetime.fromisoformat(d.pop("at"))

        sign = AstroTimelineEventSign(d.pop("sign"))

        _from_sign = d.pop("from_sign", UNSET)
        from_sign: AstroTimelineEventFromSign | Unset
        if isinstance(_from_sign, Unset):
            from_sign = UNSET
        else:
            from_sign = AstroTimelineEventFromSign(_from_sign)

        astro_timeline_event = cls(
            planet=planet,
            type_=type_,
            at=at,
            sign=sign,
            from_sign=from_sign,
        )

        astro_timeline_event.additional_properties = d
        return astro_timeline_event

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
