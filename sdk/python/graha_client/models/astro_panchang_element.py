from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.astro_panchang_element_next import AstroPanchangElementNext


T = TypeVar("T", bound="AstroPanchangElement")


@_attrs_define
class AstroPanchangElement:
    """A limb of the panchang prevailing at sunrise, with the instants it starts and ends, and the one that follows it.

    Attributes:
        number (int): Position in its cycle: tithi 1-30 (16-30 Krishna paksha), nakshatra and yoga 1-27, karana 1-60.
        name (str):
        start (str): Local ISO 8601 date-time with the UTC offset in force at that instant, seconds precision.
        end (str): Local ISO 8601 date-time with the UTC offset in force at that instant, seconds precision.
        next_ (AstroPanchangElementNext):
        name_local (str | Unset):
    """

    number: int
    name: str
    start: str
    end: str
    next_: AstroPanchangElementNext
    name_local: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        number = self.number

        name = self.name

        start = self.start

        end = self.end

        next_ = self.next_.to_dict()

        name_local = self.name_local

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "number": number,
                "name": name,
                "start": start,
                "end": end,
                "next": next_,
            }
        )
        if name_local is not UNSET:
            field_dict["name_local"] = name_local

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_panchang_element_next import AstroPanchangElementNext

        d = dict(src_dict)
        number = d.pop("number")

        name = d.pop("name")

        start = d.pop("start")

        end = d.pop("end")

        next_ = AstroPanchangElementNext.from_dict(d.pop("next"))

        name_local = d.pop("name_local", UNSET)

        astro_panchang_element = cls(
            number=number,
            name=name,
            start=start,
            end=end,
            next_=next_,
            name_local=name_local,
        )

        astro_panchang_element.additional_properties = d
        return astro_panchang_element

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
