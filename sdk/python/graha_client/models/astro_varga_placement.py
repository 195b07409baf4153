from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_varga_placement_lord import AstroVargaPlacementLord
from ..models.astro_varga_placement_sign import AstroVargaPlacementSign
from ..types import UNSET, Unset

T = TypeVar("T", bound="AstroVargaPlacement")


@_attrs_define
class AstroVargaPlacement:
    """
    Attributes:
        sign (AstroVargaPlacementSign):
        part (int): Which division of the natal sign (1-based).
        sign_local (str | Unset): Name in the requested language (hi, ta); absent for en.
        deity (str | Unset): Deity (lord) of the amsha where BPHS ch. 6 names one.
        lord (AstroVargaPlacementLord | Unset): Ruler of the D2 hora or the D30 trimsamsa (parashara convention).
    """

    sign: AstroVargaPlacementSign
    part: int
    sign_local: str | Unset = UNSET
    deity: str | Unset = UNSET
    lord: AstroVargaPlacementLord | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        sign = self.sign.value

        part = self.part

        sign_local = self.sign_local

        deity = self.deity

        lord: str | Unset = UNSET
        if not isinstance(self.lord, Unset):
            lord = self.lord.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "sign": sign,
                "part": part,
            }
        )
        if sign_local is not UNSET:
            field_dict["sign_local"] = sign_local
        if deity is not UNSET:
            field_dict["deity"] = deity
        if lord is not UNSET:
            field_dict["lord"] = lord

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        sign = AstroVargaPlacementSign(d.pop("sign"))

        part = d.pop("part")

        sign_local = d.pop("sign_local", UNSET)

        deity = d.pop("deity", UNSET)

        _lord = d.pop("lord", UNSET)
        lord: AstroVargaPlacementLord | Unset
        if isinstance(_lord, Unset):
            lord = UNSET
        else:
            lord = AstroVargaPlacementLord(_lord)

        astro_varga_placement = cls(
            sign=sign,
            part=part,
            sign_local=sign_local,
            deity=deity,
            lord=lord,
        )

        astro_varga_placement.additional_properties = d
        return astro_varga_placement

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
