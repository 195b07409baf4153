from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_shadbala_planetary_wars_item_loser import (
    AstroShadbalaPlanetaryWarsItemLoser,
)
from ..models.astro_shadbala_planetary_wars_item_winner import (
    AstroShadbalaPlanetaryWarsItemWinner,
)

T = TypeVar("T", bound="AstroShadbalaPlanetaryWarsItem")


@_attrs_define
class AstroShadbalaPlanetaryWarsItem:
    """
    Attributes:
        winner (AstroShadbalaPlanetaryWarsItemWinner):
        loser (AstroShadbalaPlanetaryWarsItemLoser):
        separation_deg (float):
        yuddha_bala (float): Added to the winner's kala bala and taken from the loser's.
    """

    winner: AstroShadbalaPlanetaryWarsItemWinner
    loser: AstroShadbalaPlanetaryWarsItemLoser
    separation_deg: float
    yuddha_bala: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        winner = self.winner.value

        loser = self.loser.value

        separation_deg = self.separation_deg

        yuddha_bala = self.yuddha_bala

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "winner": winner,
                "loser": loser,
                "separation_deg": separation_deg,
                "yuddha_bala": yuddha_bala,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        winner = AstroShadbalaPlanetaryWarsItemWinner(d.pop("winner"))

        loser = AstroShadbalaPlanetaryWarsItemLoser(d.pop("loser"))

        separation_deg = d.pop("separation_deg")

        yuddha_bala = d.pop("yuddha_bala")

        astro_shadbala_planetary_wars_item = cls(
            winner=winner,
            loser=loser,
            separation_deg=separation_deg,
            yuddha_bala=yuddha_bala,
        )

        astro_shadbala_planetary_wars_item.additional_properties = d
        return astro_shadbala_planetary_wars_item

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
