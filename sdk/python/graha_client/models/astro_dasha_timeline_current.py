from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_dasha_timeline_current_antardasha import (
    AstroDashaTimelineCurrentAntardasha,
)
from ..models.astro_dasha_timeline_current_mahadasha import (
    AstroDashaTimelineCurrentMahadasha,
)
from ..models.astro_dasha_timeline_current_prana import AstroDashaTimelineCurrentPrana
from ..models.astro_dasha_timeline_current_pratyantardasha import (
    AstroDashaTimelineCurrentPratyantardasha,
)
from ..models.astro_dasha_timeline_current_sookshma import (
    AstroDashaTimelineCurrentSookshma,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="AstroDashaTimelineCurrent")


@_attrs_define
class AstroDashaTimelineCurrent:
    """
    Attributes:
        mahadasha (AstroDashaTimelineCurrentMahadasha):
        antardasha (AstroDashaTimelineCurrentAntardasha):
        pratyantardasha (AstroDashaTimelineCurrentPratyantardasha):
        sookshma (AstroDashaTimelineCurrentSookshma | Unset): With levels 4 or 5.
        prana (AstroDashaTimelineCurrentPrana | Unset): With levels 5.
    """

    mahadasha: AstroDashaTimelineCurrentMahadasha
    antardasha: AstroDashaTimelineCurrentAntardasha
    pratyantardasha: AstroDashaTimelineCurrentPratyantardasha
    sookshma: AstroDashaTimelineCurrentSookshma | Unset = UNSET
    prana: AstroDashaTimelineCurrentPrana | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        mahadasha = self.mahadasha.value

        antardasha = self.antardasha.value

        pratyantardasha = self.pratyantardasha.value

        sookshma: str | Unset = UNSET
        if not isinstance(self.sookshma, Unset):
            sookshma = self.sookshma.value

        prana: str | Unset = UNSET
        if not isinstance(self.prana, Unset):
            prana = self.prana.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "mahadasha": mahadasha,
                "antardasha": antardasha,
                "pratyantardasha": pratyantardasha,
            }
        )
        if sookshma is not UNSET:
            field_dict["sookshma"] = sookshma
        if prana is not UNSET:
            field_dict["prana"] = prana

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        mahadasha = AstroDashaTimelineCurrentMahadasha(d.pop("mahadasha"))

        antardasha = AstroDashaTimelineCurrentAntardasha(d.pop("antardasha"))

        pratyantardasha = AstroDashaTimelineCurrentPratyantardasha(
            d.pop("pratyantardasha")
        )

        _sookshma = d.pop("sookshma", UNSET)
        sookshma: AstroDashaTimelineCurrentSookshma | Unset
        if isinstance(_sookshma, Unset):
            sookshma = UNSET
        else:
            sookshma = AstroDashaTimelineCurrentSookshma(_sookshma)

        _prana = d.pop("prana", UNSET)
        prana: AstroDashaTimelineCurrentPrana | Unset
        if isinstance(_prana, Unset):
            prana = UNSET
        else:
            prana = AstroDashaTimelineCurrentPrana(_prana)

        astro_dasha_timeline_current = cls(
            mahadasha=mahadasha,
            antardasha=antardasha,
            pratyantardasha=pratyantardasha,
            sookshma=sookshma,
            prana=prana,
        )

        astro_dasha_timeline_current.additional_properties = d
        return astro_dasha_timeline_current

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
