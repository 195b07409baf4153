from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_panchang_balam_tarabala_type_0_item_quality import (
    AstroPanchangBalamTarabalaType0ItemQuality,
)

if TYPE_CHECKING:
    from ..models.astro_panchang_named_ref import AstroPanchangNamedRef


T = TypeVar("T", bound="AstroPanchangBalamTarabalaType0Item")


@_attrs_define
class AstroPanchangBalamTarabalaType0Item:
    """
    Attributes:
        start (str): Local ISO 8601 date-time with the UTC offset in force at that instant, seconds precision.
        end (str): Local ISO 8601 date-time with the UTC offset in force at that instant, seconds precision.
        nakshatra (AstroPanchangNamedRef):
        count (int): The Moon's nakshatra counted from the birth nakshatra (1 = the same).
        tara (AstroPanchangNamedRef):
        quality (AstroPanchangBalamTarabalaType0ItemQuality):
    """

    start: str
    end: str
    nakshatra: AstroPanchangNamedRef
    count: int
    tara: AstroPanchangNamedRef
    quality: AstroPanchangBalamTarabalaType0ItemQuality
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        start = self.start

        end = self.end

        nakshatra = self.nakshatra.to_dict()

        count = self.count

        tara = self.tara.to_dict()

        quality = self.quality.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "start": start,
                "end": end,
                "nakshatra": nakshatra,
                "count": count,
                "tara": tara,
                "quality": quality,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_panchang_named_ref import AstroPanchangNamedRef

        d = dict(src_dict)
        start = d.pop("start")

        end = d.pop("end")

        nakshatra = AstroPanchangNamedRef.from_dict(d.pop("nakshatra"))

        count = d.pop("count")

        tara = AstroPanchangNamedRef.from_dict(d.pop("tara"))

        quality = AstroPanchangBalamTarabalaType0ItemQuality(d.pop("quality"))

        astro_panchang_balam_tarabala_type_0_item = cls(
            start=start,
            end=end,
            nakshatra=nakshatra,
            count=count,
            tara=tara,
            quality=quality,
        )

        astro_panchang_balam_tarabala_type_0_item.additional_properties = d
        return astro_panchang_balam_tarabala_type_0_item

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
