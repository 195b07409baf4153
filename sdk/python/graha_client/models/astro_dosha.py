from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_dosha_extent import AstroDoshaExtent
from ..models.astro_dosha_name import AstroDoshaName
from ..models.astro_dosha_type import AstroDoshaType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.astro_dosha_from_lagna import AstroDoshaFromLagna
    from ..models.astro_dosha_from_moon import AstroDoshaFromMoon


T = TypeVar("T", bound="AstroDosha")


@_attrs_define
class AstroDosha:
    """
    Attributes:
        name (AstroDoshaName):
        present (bool):
        cancelled (bool): Present, and at least one listed cancellation applies.
        rule (str): The rule applied.
        found (list[str]):
        cancellations (list[str]):
        name_local (str | Unset): Name in the requested language (hi, ta); absent for en.
        remedies (list[str] | Unset): With remedies=true, for a present dosha: remedies commonly prescribed.
        type_ (AstroDoshaType | Unset): Kaal sarp: the type named from Rahu's house (Anant ... Sheshnag).
        extent (AstroDoshaExtent | Unset):
        from_lagna (AstroDoshaFromLagna | Unset):
        from_moon (AstroDoshaFromMoon | Unset):
    """

    name: AstroDoshaName
    present: bool
    cancelled: bool
    rule: str
    found: list[str]
    cancellations: list[str]
    name_local: str | Unset = UNSET
    remedies: list[str] | Unset = UNSET
    type_: AstroDoshaType | Unset = UNSET
    extent: AstroDoshaExtent | Unset = UNSET
    from_lagna: AstroDoshaFromLagna | Unset = UNSET
    from_moon: AstroDoshaFromMoon | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name.value

        present = self.present

        cancelled = self.cancelled

        rule = self.rule

        found = self.found

        cancellations = self.cancellations

        name_local = self.name_local

        remedies: list[str] | Unset = UNSET
        if not isinstance(self.remedies, Unset):
            remedies = self.remedies

        type_: str | Unset = UNSET
        if not isinstance(self.type_, Unset):
            type_ = self.type_.value

        extent: str | Unset = UNSET
        if not isinstance(self.extent, Unset):
            extent = self.extent.value

        from_lagna: dict[str, Any] | Unset = UNSET
        if not isinstance(self.from_lagna, Unset):
            from_lagna = self.from_lagna.to_dict()

        from_moon: dict[str, Any] | Unset = UNSET
        if not isinstance(self.from_moon, Unset):
            from_moon = self.from_moon.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "present": present,
                "cancelled": cancelled,
                "rule": rule,
                "found": found,
                "cancellations": cancellations,
            }
        )
        if name_local is not UNSET:
            field_dict["name_local"] = name_local
        if remedies is not UNSET:
            field_dict["remedies"] = remedies
        if type_ is not UNSET:
            field_dict["type"] = type_
        if extent is not UNSET:
            field_dict["extent"] = extent
        if from_lagna is not UNSET:
            field_dict["from_lagna"] = from_lagna
        if from_moon is not UNSET:
            field_dict["from_moon"] = from_moon

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_dosha_from_lagna import AstroDoshaFromLagna
        from ..models.astro_dosha_from_moon import AstroDoshaFromMoon

        d = dict(src_dict)
        name = AstroDoshaName(d.pop("name"))

        present = d.pop("present")

        cancelled = d.pop("cancelled")

        rule = d.pop("rule")

        found = cast(list[str], d.pop("found"))

        cancellations = cast(list[str], d.pop("cancellations"))

        name_local = d.pop("name_local", UNSET)

        remedies = cast(list[str], d.pop("remedies", UNSET))

        _type_ = d.pop("type", UNSET)
        type_: AstroDoshaType | Unset
        if isinstance(_type_, Unset):
            type_ = UNSET
        else:
            type_ = AstroDoshaType(_type_)

        _extent = d.pop("extent", UNSET)
        extent: AstroDoshaExtent | Unset
        if isinstance(_extent, Unset):
            extent = UNSET
        else:
            extent = AstroDoshaExtent(_extent)

        _from_lagna = d.pop("from_lagna", UNSET)
        from_lagna: AstroDoshaFromLagna | Unset
        if isinstance(_from_lagna, Unset):
            from_lagna = UNSET
        else:
            from_lagna = AstroDoshaFromLagna.from_dict(_from_lagna)

        _from_moon = d.pop("from_moon", UNSET)
        from_moon: AstroDoshaFromMoon | Unset
        if isinstance(_from_moon, Unset):
            from_moon = UNSET
        else:
            from_moon = AstroDoshaFromMoon.from_dict(_from_moon)

        astro_dosha = cls(
            name=name,
            present=present,
            cancelled=cancelled,
            rule=rule,
            found=found,
            cancellations=cancellations,
            name_local=name_local,
            remedies=remedies,
            type_=type_,
            extent=extent,
            from_lagna=from_lagna,
            from_moon=from_moon,
        )

        astro_dosha.additional_properties = d
        return astro_dosha

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
