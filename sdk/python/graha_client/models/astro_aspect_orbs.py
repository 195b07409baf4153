from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AstroAspectOrbs")


@_attrs_define
class AstroAspectOrbs:
    """Orbs used, degrees.

    Attributes:
        conjunction (float):
        opposition (float):
        trine (float):
        square (float):
        sextile (float):
        quincunx (float):
        semi_sextile (float):
        semi_square (float):
        sesquiquadrate (float):
        quintile (float):
        bi_quintile (float):
    """

    conjunction: float
    opposition: float
    trine: float
    square: float
    sextile: float
    quincunx: float
    semi_sextile: float
    semi_square: float
    sesquiquadrate: float
    quintile: float
    bi_quintile: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        conjunction = self.conjunction

        opposition = self.opposition

        trine = self.trine

        square = self.square

        sextile = self.sextile

        quincunx = self.quincunx

        semi_sextile = self.semi_sextile

        semi_square = self.semi_square

        sesquiquadrate = self.sesquiquadrate

        quintile = self.quintile

        bi_quintile = self.bi_quintile

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "conjunction": conjunction,
                "opposition": opposition,
                "trine": trine,
                "square": square,
                "sextile": sextile,
                "quincunx": quincunx,
                "semi_sextile": semi_sextile,
                "semi_square": semi_square,
                "sesquiquadrate": sesquiquadrate,
                "quintile": quintile,
                "bi_quintile": bi_quintile,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        conjunction = d.pop("conjunction")

        opposition = d.pop("opposition")

        trine = d.pop("trine")

        square = d.pop("square")

        sextile = d.pop("sextile")

        quincunx = d.pop("quincunx")

        semi_sextile = d.pop("semi_sextile")

        semi_square = d.pop("semi_square")

        sesquiquadrate = d.pop("sesquiquadrate")

        quintile = d.pop("quintile")

        bi_quintile = d.pop("bi_quintile")

        astro_aspect_orbs = cls(
            conjunction=conjunction,
            opposition=opposition,
            trine=trine,
            square=square,
            sextile=sextile,
            quincunx=quincunx,
            semi_sextile=semi_sextile,
            semi_square=semi_square,
            sesquiquadrate=sesquiquadrate,
            quintile=quintile,
            bi_quintile=bi_quintile,
        )

        astro_aspect_orbs.additional_properties = d
        return astro_aspect_orbs

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
