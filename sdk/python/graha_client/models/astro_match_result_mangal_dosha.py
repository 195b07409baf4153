from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.astro_mangal_dosha_detail import AstroMangalDoshaDetail


T = TypeVar("T", bound="AstroMatchResultMangalDosha")


@_attrs_define
class AstroMatchResultMangalDosha:
    """
    Attributes:
        boy (bool): Mars in 1, 2, 4, 7, 8 or 12 from the lagna and not cancelled.
        girl (bool):
        boy_details (AstroMangalDoshaDetail):
        girl_details (AstroMangalDoshaDetail):
        note (str):
    """

    boy: bool
    girl: bool
    boy_details: AstroMangalDoshaDetail
    girl_details: AstroMangalDoshaDetail
    note: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        boy = self.boy

        girl = self.girl

        boy_details = self.boy_details.to_dict()

        girl_details = self.girl_details.to_dict()

        note = self.note

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "boy": boy,
                "girl": girl,
                "boy_details": boy_details,
                "girl_details": girl_details,
                "note": note,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_mangal_dosha_detail import AstroMangalDoshaDetail

        d = dict(src_dict)
        boy = d.pop("boy")

        girl = d.pop("girl")

        boy_details = AstroMangalDoshaDetail.from_dict(d.pop("boy_details"))

        girl_details = AstroMangalDoshaDetail.from_dict(d.pop("girl_details"))

        note = d.pop("note")

        astro_match_result_mangal_dosha = cls(
            boy=boy,
            girl=girl,
            boy_details=boy_details,
            girl_details=girl_details,
            note=note,
        )

        astro_match_result_mangal_dosha.additional_properties = d
        return astro_match_result_mangal_dosha

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
