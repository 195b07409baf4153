from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_house_lord import AstroHouseLord
from ..models.astro_house_occupants_item import AstroHouseOccupantsItem
from ..models.astro_house_sign import AstroHouseSign
from ..models.astro_house_star_lord import AstroHouseStarLord
from ..models.astro_house_sub_lord import AstroHouseSubLord
from ..types import UNSET, Unset

T = TypeVar("T", bound="AstroHouse")


@_attrs_define
class AstroHouse:
    """House item (our decision for the fields spec 2.6 does not show).

    Attributes:
        number (int):
        sign (AstroHouseSign): Canonical English sign name.
        cusp_degree (float): Cusp longitude in degrees (whole-sign: 0° of the sign).
        lord (AstroHouseLord):
        occupants (list[AstroHouseOccupantsItem]):
        sign_local (str | Unset): Localized name, present when language is not en.
        star_lord (AstroHouseStarLord | Unset): KP star lord of the cusp (system kp only).
        sub_lord (AstroHouseSubLord | Unset): KP sub lord of the cusp (system kp only).
    """

    number: int
    sign: AstroHouseSign
    cusp_degree: float
    lord: AstroHouseLord
    occupants: list[AstroHouseOccupantsItem]
    sign_local: str | Unset = UNSET
    star_lord: AstroHouseStarLord | Unset = UNSET
    sub_lord: AstroHouseSubLord | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        number = self.number

        sign = self.sign.value

        cusp_degree = self.cusp_degree

        lord = self.lord.value

        occupants = []
        for occupants_item_data in self.occupants:
            occupants_item = occupants_item_data.value
            occupants.append(occupants_item)

        sign_local = self.sign_local

        star_lord: str | Unset = UNSET
        if not isinstance(self.star_lord, Unset):
            star_lord = self.star_lord.value

        sub_lord: str | Unset = UNSET
        if not isinstance(self.sub_lord, Unset):
            sub_lord = self.sub_lord.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "number": number,
                "sign": sign,
                "cusp_degree": cusp_degree,
                "lord": lord,
                "occupants": occupants,
            }
        )
        if sign_local is not UNSET:
            field_dict["sign_local"] = sign_local
        if star_lord is not UNSET:
            field_dict["star_lord"] = star_lord
        if sub_lord is not UNSET:
            field_dict["sub_lord"] = sub_lord

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        number = d.pop("number")

        sign = AstroHouseSign(d.pop("sign"))

        cusp_degree = d.pop("cusp_degree")

        lord = AstroHouseLord(d.pop("lord"))

        occupants = []
        _occupants = d.pop("occupants")
        for occupants_item_data in _occupants:
            occupants_item = AstroHouseOccupantsItem(occupants_item_data)

            occupants.append(occupants_item)

        sign_local = d.pop("sign_local", UNSET)

        _star_lord = d.pop("star_lord", UNSET)
        star_lord: AstroHouseStarLord | Unset
        if isinstance(_star_lord, Unset):
            star_lord = UNSET
        else:
            star_lord = AstroHouseStarLord(_star_lord)

        _sub_lord = d.pop("sub_lord", UNSET)
        sub_lord: AstroHouseSubLord | Unset
        if isinstance(_sub_lord, Unset):
            sub_lord = UNSET
        else:
            sub_lord = AstroHouseSubLord(_sub_lord)

        astro_house = cls(
            number=number,
            sign=sign,
            cusp_degree=cusp_degree,
            lord=lord,
            occupants=occupants,
            sign_local=sign_local,
            star_lord=star_lord,
            sub_lord=sub_lord,
        )

        astro_house.additional_properties = d
        return astro_house

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
