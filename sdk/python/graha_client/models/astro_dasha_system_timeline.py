from __future__ import annotations

import datetime
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

from ..models.astro_dasha_system_timeline_system import AstroDashaSystemTimelineSystem
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.astro_dasha_system_timeline_antardasha_item import (
        AstroDashaSystemTimelineAntardashaItem,
    )
    from ..models.astro_dasha_system_timeline_applicability import (
        AstroDashaSystemTimelineApplicability,
    )
    from ..models.astro_dasha_system_timeline_birth import AstroDashaSystemTimelineBirth
    from ..models.astro_dasha_system_timeline_current import (
        AstroDashaSystemTimelineCurrent,
    )
    from ..models.astro_dasha_system_timeline_mahadasha_item import (
        AstroDashaSystemTimelineMahadashaItem,
    )


T = TypeVar("T", bound="AstroDashaSystemTimeline")


@_attrs_define
class AstroDashaSystemTimeline:
    """
    Attributes:
        system (AstroDashaSystemTimelineSystem):
        year_length_days (Literal[365.25]):
        cycle_years (int):
        birth (AstroDashaSystemTimelineBirth):
        mahadasha (list[AstroDashaSystemTimelineMahadashaItem]): From the period running at birth until 120 years after
            birth.
        antardasha (list[AstroDashaSystemTimelineAntardashaItem]):
        at (datetime.datetime):
        current (AstroDashaSystemTimelineCurrent):
        applicability (AstroDashaSystemTimelineApplicability | Unset): Ashtottari only.
    """

    system: AstroDashaSystemTimelineSystem
    year_length_days: Literal[365.25]
    cycle_years: int
    birth: AstroDashaSystemTimelineBirth
    mahadasha: list[AstroDashaSystemTimelineMahadashaItem]
    antardasha: list[AstroDashaSystemTimelineAntardashaItem]
    at: datetime.datetime
    current: AstroDashaSystemTimelineCurrent
    applicability: AstroDashaSystemTimelineApplicability | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        system = self.system.value

        year_length_days = self.year_length_days

        cycle_years = self.cycle_years

        birth = self.birth.to_dict()

        mahadasha = []
        for mahadasha_item_data in self.mahadasha:
            mahadasha_item = mahadasha_item_data.to_dict()
            mahadasha.append(mahadasha_item)

        antardasha = []
        for antardasha_item_data in self.antardasha:
            antardasha_item = antardasha_item_data.to_dict()
            antardasha.append(antardasha_item)

        at = self.at.isoformat()

        current = self.current.to_dict()

        applicability: dict[str, Any] | Unset = UNSET
        if not isinstance(self.applicability, Unset):
            applicability = self.applicability.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "system": system,
                "year_length_days": year_length_days,
                "cycle_years": cycle_years,
                "birth": birth,
                "mahadasha": mahadasha,
                "antardasha": antardasha,
                "at": at,
                "current": current,
            }
        )
        if applicability is not UNSET:
            field_dict["applicability"] = applicability

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_dasha_system_timeline_antardasha_item import (
            AstroDashaSystemTimelineAntardashaItem,
        )
        from ..models.astro_dasha_system_timeline_applicability import (
            AstroDashaSystemTimelineApplicability,
        )
        from ..models.astro_dasha_system_timeline_birth import (
            AstroDashaSystemTimelineBirth,
        )
        from ..models.astro_dasha_system_timeline_current import (
            AstroDashaSystemTimelineCurrent,
        )
        from ..models.astro_dasha_system_timeline_mahadasha_item import (
            AstroDashaSystemTimelineMahadashaItem,
        )

        d = dict(src_dict)
        system = AstroDashaSystemTimelineSystem(d.pop("system"))

        year_length_days = cast(Literal[365.25], d.pop("year_length_days"))
        if year_length_days != 365.25:
            raise ValueError(
                f"year_length_days must match const 365.25, got '{year_length_days}'"
            )

        cycle_years = d.pop("cycle_years")

        birth = AstroDashaSystemTimelineBirth.from_dict(d.pop("birth"))

        mahadasha = []
        _mahadasha = d.pop("mahadasha")
        for mahadasha_item_data in _mahadasha:
            mahadasha_item = AstroDashaSystemTimelineMahadashaItem.from_dict(
                mahadasha_item_data
            )

            mahadasha.append(mahadasha_item)

        antardasha = []
        _antardasha = d.pop("antardasha")
        for antardasha_item_data in _antardasha:
            antardasha_item = AstroDashaSystemTimelineAntardashaItem.from_dict(
                antardasha_item_data
            )

            antardasha.append(antardasha_item)

        at = datetime.datetime.fromisoformat(d.pop("at"))

        current = AstroDashaSystemTimelineCurrent.from_dict(d.pop("current"))

        _applicability = d.pop("applicability", UNSET)
        applicability: AstroDashaSystemTimelineApplicability | Unset
        if isinstance(_applicability, Unset):
            applicability = UNSET
        else:
            applicability = AstroDashaSystemTimelineApplicability.from_dict(
                _applicability
            )

        astro_dasha_system_timeline = cls(
            system=system,
            year_length_days=year_length_days,
            cycle_years=cycle_years,
            birth=birth,
            mahadasha=mahadasha,
            antardasha=antardasha,
            at=at,
            current=current,
            applicability=applicability,
        )

        astro_dasha_system_timeline.additional_properties = d
        return astro_dasha_system_timeline

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
