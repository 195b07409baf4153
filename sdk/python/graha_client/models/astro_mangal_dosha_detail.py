from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_mangal_dosha_detail_dosha_from_item import (
    AstroMangalDoshaDetailDoshaFromItem,
)

T = TypeVar("T", bound="AstroMangalDoshaDetail")


@_attrs_define
class AstroMangalDoshaDetail:
    """
    Attributes:
        from_lagna (int): House of Mars from the lagna.
        from_moon (int):
        from_venus (int):
        dosha_from (list[AstroMangalDoshaDetailDoshaFromItem]):
        cancelled (bool):
        cancellations (list[str]):
    """

    from_lagna: int
    from_moon: int
    from_venus: int
    dosha_from: list[AstroMangalDoshaDetailDoshaFromItem]
    cancelled: bool
    cancellations: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from_lagna = self.from_lagna

        from_moon = self.from_moon

        from_venus = self.from_venus

        dosha_from = []
        for dosha_from_item_data in self.dosha_from:
            dosha_from_item = dosha_from_item_data.value
            dosha_from.append(dosha_from_item)

        cancelled = self.cancelled

        cancellations = self.cancellations

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "from_lagna": from_lagna,
                "from_moon": from_moon,
                "from_venus": from_venus,
                "dosha_from": dosha_from,
                "cancelled": cancelled,
                "cancellations": cancellations,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        from_lagna = d.pop("from_lagna")

        from_moon = d.pop("from_moon")

        from_venus = d.pop("from_venus")

        dosha_from = []
        _dosha_from = d.pop("dosha_from")
        for dosha_from_item_data in _dosha_from:
            dosha_from_item = AstroMangalDoshaDetailDoshaFromItem(dosha_from_item_data)

            dosha_from.append(dosha_from_item)

        cancelled = d.pop("cancelled")

        cancellations = cast(list[str], d.pop("cancellations"))

        astro_mangal_dosha_detail = cls(
            from_lagna=from_lagna,
            from_moon=from_moon,
            from_venus=from_venus,
            dosha_from=dosha_from,
            cancelled=cancelled,
            cancellations=cancellations,
        )

        astro_mangal_dosha_detail.additional_properties = d
        return astro_mangal_dosha_detail

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
