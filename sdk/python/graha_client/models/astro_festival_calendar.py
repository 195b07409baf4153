from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_festival_calendar_convention import AstroFestivalCalendarConvention
from ..models.astro_festival_calendar_language import AstroFestivalCalendarLanguage

if TYPE_CHECKING:
    from ..models.astro_festival_calendar_location import AstroFestivalCalendarLocation
    from ..models.astro_festival_calendar_time_zone import AstroFestivalCalendarTimeZone
    from ..models.astro_festival_event import AstroFestivalEvent


T = TypeVar("T", bound="AstroFestivalCalendar")


@_attrs_define
class AstroFestivalCalendar:
    """
    Attributes:
        year (int):
        location (AstroFestivalCalendarLocation):
        time_zone (AstroFestivalCalendarTimeZone):
        convention (AstroFestivalCalendarConvention):
        language (AstroFestivalCalendarLanguage):
        ayanamsa (Literal['lahiri']):
        rules (str):
        events (list[AstroFestivalEvent]):
    """

    year: int
    location: AstroFestivalCalendarLocation
    time_zone: AstroFestivalCalendarTimeZone
    convention: AstroFestivalCalendarConvention
    language: AstroFestivalCalendarLanguage
    ayanamsa: Literal["lahiri"]
    rules: str
    events: list[AstroFestivalEvent]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        year = self.year

        location = self.location.to_dict()

        time_zone = self.time_zone.to_dict()

        convention = self.convention.value

        language = self.language.value

        ayanamsa = self.ayanamsa

        rules = self.rules

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "year": year,
                "location": location,
                "time_zone": time_zone,
                "convention": convention,
                "language": language,
                "ayanamsa": ayanamsa,
                "rules": rules,
                "events": events,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_festival_calendar_location import (
            AstroFestivalCalendarLocation,
        )
        from ..models.astro_festival_calendar_time_zone import (
            AstroFestivalCalendarTimeZone,
        )
        from ..models.astro_festival_event import AstroFestivalEvent

        d = dict(src_dict)
        year = d.pop("year")

        location = AstroFestivalCalendarLocation.from_dict(d.pop("location"))

        time_zone = AstroFestivalCalendarTimeZone.from_dict(d.pop("time_zone"))

        convention = AstroFestivalCalendarConvention(d.pop("convention"))

        language = AstroFestivalCalendarLanguage(d.pop("language"))

        ayanamsa = cast(Literal["lahiri"], d.pop("ayanamsa"))
        if ayanamsa != "lahiri":
            raise ValueError(f"ayanamsa must match const 'lahiri', got '{ayanamsa}'")

        rules = d.pop("rules")

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = AstroFestivalEvent.from_dict(events_item_data)

            events.append(events_item)

        astro_festival_calendar = cls(
            year=year,
            location=location,
            time_zone=time_zone,
            convention=convention,
            language=language,
            ayanamsa=ayanamsa,
            rules=rules,
            events=events,
        )

        astro_festival_calendar.additional_properties = d
        return astro_festival_calendar

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
