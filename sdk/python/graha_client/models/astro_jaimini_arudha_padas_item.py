from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_jaimini_arudha_padas_item_exception import (
    AstroJaiminiArudhaPadasItemException,
)
from ..models.astro_jaimini_graha import AstroJaiminiGraha
from ..models.astro_jaimini_sign import AstroJaiminiSign
from ..types import UNSET, Unset

T = TypeVar("T", bound="AstroJaiminiArudhaPadasItem")


@_attrs_define
class AstroJaiminiArudhaPadasItem:
    """
    Attributes:
        pada (str):
        name (str):
        house (int):
        house_sign (AstroJaiminiSign):
        lord (AstroJaiminiGraha):
        lord_sign (AstroJaiminiSign):
        count (int): The house's lord counted from the house (1 = in it).
        exception (AstroJaiminiArudhaPadasItemException): first: the count fell in the house itself, seventh: in the 7th
            from it; either moves the pada to the 10th sign from there. none: no exception.
        sign (AstroJaiminiSign):
        house_from_lagna (int):
        name_local (str | Unset):
        sign_local (str | Unset):
    """

    pada: str
    name: str
    house: int
    house_sign: AstroJaiminiSign
    lord: AstroJaiminiGraha
    lord_sign: AstroJaiminiSign
    count: int
    exception: AstroJaiminiArudhaPadasItemException
    sign: AstroJaiminiSign
    house_from_lagna: int
    name_local: str | Unset = UNSET
    sign_local: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        pada = self.pada

        name = self.name

        house = self.house

        house_sign = self.house_sign.value

        lord = self.lord.value

        lord_sign = self.lord_sign.value

        count = self.count

        exception = self.exception.value

        sign = self.sign.value

        house_from_lagna = self.house_from_lagna

        name_local = self.name_local

        sign_local = self.sign_local

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "pada": pada,
                "name": name,
                "house": house,
                "house_sign": house_sign,
                "lord": lord,
                "lord_sign": lord_sign,
                "count": count,
                "exception": exception,
                "sign": sign,
                "house_from_lagna": house_from_lagna,
            }
        )
        if name_local is not UNSET:
            field_dict["name_local"] = name_local
        if sign_local is not UNSET:
            field_dict["sign_local"] = sign_local

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        pada = d.pop("pada")

        name = d.pop("name")

        house = d.pop("house")

        house_sign = AstroJaiminiSign(d.pop("house_sign"))

        lord = AstroJaiminiGraha(d.pop("lord"))

        lord_sign = AstroJaiminiSign(d.pop("lord_sign"))

        count = d.pop("count")

        exception = AstroJaiminiArudhaPadasItemException(d.pop("exception"))

        sign = AstroJaiminiSign(d.pop("sign"))

        house_from_lagna = d.pop("house_from_lagna")

        name_local = d.pop("name_local", UNSET)

        sign_local = d.pop("sign_local", UNSET)

        astro_jaimini_arudha_padas_item = cls(
            pada=pada,
            name=name,
            house=house,
            house_sign=house_sign,
            lord=lord,
            lord_sign=lord_sign,
            count=count,
            exception=exception,
            sign=sign,
            house_from_lagna=house_from_lagna,
            name_local=name_local,
            sign_local=sign_local,
        )

        astro_jaimini_arudha_padas_item.additional_properties = d
        return astro_jaimini_arudha_padas_item

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
