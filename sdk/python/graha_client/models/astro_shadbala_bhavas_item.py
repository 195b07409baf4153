from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_shadbala_bhavas_item_lord import AstroShadbalaBhavasItemLord
from ..models.astro_shadbala_bhavas_item_sign import AstroShadbalaBhavasItemSign
from ..models.astro_shadbala_bhavas_item_sign_class import (
    AstroShadbalaBhavasItemSignClass,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="AstroShadbalaBhavasItem")


@_attrs_define
class AstroShadbalaBhavasItem:
    """
    Attributes:
        house (int):
        madhya (float): Bhava madhya, sidereal degrees.
        sign (AstroShadbalaBhavasItemSign):
        lord (AstroShadbalaBhavasItemLord):
        sign_class (AstroShadbalaBhavasItemSignClass):
        bhavadhipati (float): Shadbala of the lord of the madhya's sign.
        dig (float): Bhava dig bala, 0..60 in steps of 10.
        drishti (float): Bhava drishti bala, may be negative.
        total (float): Bhava bala, virupas.
        rupas (float): total / 60, rounded to 0.001.
        rank (int): 1 = strongest house.
        sign_local (str | Unset):
        lord_local (str | Unset):
    """

    house: int
    madhya: float
    sign: AstroShadbalaBhavasItemSign
    lord: AstroShadbalaBhavasItemLord
    sign_class: AstroShadbalaBhavasItemSignClass
    bhavadhipati: float
    dig: float
    drishti: float
    total: float
    rupas: float
    rank: int
    sign_local: str | Unset = UNSET
    lord_local: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        house = self.house

        madhya = self.madhya

        sign = self.sign.value

        lord = self.lord.value

        sign_class = self.sign_class.value

        bhavadhipati = self.bhavadhipati

        dig = self.dig

        drishti = self.drishti

        total = self.total

        rupas = self.rupas

        rank = self.rank

        sign_local = self.sign_local

        lord_local = self.lord_local

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "house": house,
                "madhya": madhya,
                "sign": sign,
                "lord": lord,
                "sign_class": sign_class,
                "bhavadhipati": bhavadhipati,
                "dig": dig,
                "drishti": drishti,
                "total": total,
                "rupas": rupas,
                "rank": rank,
            }
        )
        if sign_local is not UNSET:
            field_dict["sign_local"] = sign_local
        if lord_local is not UNSET:
            field_dict["lord_local"] = lord_local

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        house = d.pop("house")

        madhya = d.pop("madhya")

        sign = AstroShadbalaBhavasItemSign(d.pop("sign"))

        lord = AstroShadbalaBhavasItemLord(d.pop("lord"))

        sign_class = AstroShadbalaBhavasItemSignClass(d.pop("sign_class"))

        bhavadhipati = d.pop("bhavadhipati")

        dig = d.pop("dig")

        drishti = d.pop("drishti")

        total = d.pop("total")

        rupas = d.pop("rupas")

        rank = d.pop("rank")

        sign_local = d.pop("sign_local", UNSET)

        lord_local = d.pop("lord_local", UNSET)

        astro_shadbala_bhavas_item = cls(
            house=house,
            madhya=madhya,
            sign=sign,
            lord=lord,
            sign_class=sign_class,
            bhavadhipati=bhavadhipati,
            dig=dig,
            drishti=drishti,
            total=total,
            rupas=rupas,
            rank=rank,
            sign_local=sign_local,
            lord_local=lord_local,
        )

        astro_shadbala_bhavas_item.additional_properties = d
        return astro_shadbala_bhavas_item

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
