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

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.astro_antardasha import AstroAntardasha
    from ..models.astro_dasha_period import AstroDashaPeriod
    from ..models.astro_dasha_timeline_birth import AstroDashaTimelineBirth
    from ..models.astro_dasha_timeline_current import AstroDashaTimelineCurrent
    from ..models.astro_deep_dasha_period import AstroDeepDashaPeriod
    from ..models.astro_pratyantardasha import AstroPratyantardasha


T = TypeVar("T", bound="AstroDashaTimeline")


@_attrs_define
class AstroDashaTimeline:
    """
    Attributes:
        birth (AstroDashaTimelineBirth):
        year_length_days (Literal[365.25]):
        mahadasha (list[AstroDashaPeriod]): The 120-year cycle from the start of the birth mahadasha (before birth).
        antardasha (list[AstroAntardasha]): All 81 antardashas of the cycle (our decision).
        pratyantardasha (list[AstroPratyantardasha]): The 81 pratyantardashas of the current mahadasha (our decision).
        at (datetime.datetime):
        current (AstroDashaTimelineCurrent):
        sookshma (list[AstroDeepDashaPeriod] | Unset): levels >= 4: the nine sookshma dashas of the current
            pratyantardasha (UTC date-times).
        prana (list[AstroDeepDashaPeriod] | Unset): levels = 5: the nine prana dashas of the current sookshma (UTC date-
            times).
    """

    birth: AstroDashaTimelineBirth
    year_length_days: Literal[365.25]
    mahadasha: list[AstroDashaPeriod]
    antardasha: list[AstroAntardasha]
    pratyantardasha: list[AstroPratyantardasha]
    at: datetime.datetime
    current: AstroDashaTimelineCurrent
    sookshma: list[AstroDeepDashaPeriod] | Unset = UNSET
    prana: list[AstroDeepDashaPeriod] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        birth = self.birth.to_dict()

        year_length_days = self.year_length_days

        mahadasha = []
        for mahadasha_item_data in self.mahadasha:
            mahadasha_item = mahadasha_item_data.to_dict()
            mahadasha.append(mahadasha_item)

        antardasha = []
        for antardasha_item_data in self.antardasha:
            antardasha_item = antardasha_item_data.to_dict()
            antardasha.append(antardasha_item)

        pratyantardasha = []
        for pratyantardasha_item_data in self.pratyantardasha:
            pratyantardasha_item = pratyantardasha_item_data.to_dict()
            pratyantardasha.append(pratyantardasha_item)

        at = self.at.isoformat()

        current = self.current.to_dict()

        sookshma: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.sookshma, Unset):
            sookshma = []
            for sookshma_item_data in self.sookshma:
                sookshma_item = sookshma_item_data.to_dict()
                sookshma.append(sookshma_item)

        prana: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.prana, Unset):
            prana = []
            for prana_item_data in self.prana:
                prana_item = prana_item_data.to_dict()
                prana.append(prana_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "birth": birth,
                "year_length_days": year_length_days,
                "mahadasha": mahadasha,
                "antardasha": antardasha,
                "pratyantardasha": pratyantardasha,
                "at": at,
                "current": current,
            }
        )
        if sookshma is not UNSET:
            field_dict["sookshma"] = sookshma
        if prana is not UNSET:
            field_dict["prana"] = prana

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_antardasha import AstroAntardasha
        from ..models.astro_dasha_period import AstroDashaPeriod
        from ..models.astro_dasha_timeline_birth import AstroDashaTimelineBirth
        from ..models.astro_dasha_timeline_current import AstroDashaTimelineCurrent
        from ..models.astro_deep_dasha_period import AstroDeepDashaPeriod
        from ..models.astro_pratyantardasha import AstroPratyantardasha

        d = dict(src_dict)
        birth = AstroDashaTimelineBirth.from_dict(d.pop("birth"))

        year_length_days = cast(Literal[365.25], d.pop("year_length_days"))
        if year_length_days != 365.25:
            raise ValueError(
                f"year_length_days must match const 365.25, got '{year_length_days}'"
            )

        mahadasha = []
        _mahadasha = d.pop("mahadasha")
        for mahadasha_item_data in _mahadasha:
            mahadasha_item = AstroDashaPeriod.from_dict(mahadasha_item_data)

            mahadasha.append(mahadasha_item)

        antardasha = []
        _antardasha = d.pop("antardasha")
        for antardasha_item_data in _antardasha:
            antardasha_item = AstroAntardasha.from_dict(antardasha_item_data)

            antardasha.append(antardasha_item)

        pratyantardasha = []
        _pratyantardasha = d.pop("pratyantardasha")
        for pratyantardasha_item_data in _pratyantardasha:
            pratyantardasha_item = AstroPratyantardasha.from_dict(
                pratyantardasha_item_data
            )

            pratyantardasha.append(pratyantardasha_item)

        at = datetime.datetime.fromisoformat(d.pop("at"))

        current = AstroDashaTimelineCurrent.from_dict(d.pop("current"))

        _sookshma = d.pop("sookshma", UNSET)
        sookshma: list[AstroDeepDashaPeriod] | Unset = UNSET
        if _sookshma is not UNSET:
            sookshma = []
            for sookshma_item_data in _sookshma:
                sookshma_item = AstroDeepDashaPeriod.from_dict(sookshma_item_data)

                sookshma.append(sookshma_item)

        _prana = d.pop("prana", UNSET)
        prana: list[AstroDeepDashaPeriod] | Unset = UNSET
        if _prana is not UNSET:
            prana = []
            for prana_item_data in _prana:
                prana_item = AstroDeepDashaPeriod.from_dict(prana_item_data)

                prana.append(prana_item)

        astro_dasha_timeline = cls(
            birth=birth,
            year_length_days=year_length_days,
            mahadasha=mahadasha,
            antardasha=antardasha,
            pratyantardasha=pratyantardasha,
            at=at,
            current=current,
            sookshma=sookshma,
            prana=prana,
        )

        astro_dasha_timeline.additional_properties = d
        return astro_dasha_timeline

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
