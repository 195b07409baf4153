from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_porutham_grade import AstroPoruthamGrade
from ..models.astro_porutham_name import AstroPoruthamName

T = TypeVar("T", bound="AstroPorutham")


@_attrs_define
class AstroPorutham:
    """
    Attributes:
        name (AstroPoruthamName):
        present (bool):
        grade (AstroPoruthamGrade): uttama: best; madhyama: acceptable; adhama: absent.
        boy (str):
        girl (str):
        reason (str):
    """

    name: AstroPoruthamName
    present: bool
    grade: AstroPoruthamGrade
    boy: str
    girl: str
    reason: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name.value

        present = self.present

        grade = self.grade.value

        boy = self.boy

        girl = self.girl

        reason = self.reason

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "present": present,
                "grade": grade,
                "boy": boy,
                "girl": girl,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = AstroPoruthamName(d.pop("name"))

        present = d.pop("present")

        grade = AstroPoruthamGrade(d.pop("grade"))

        boy = d.pop("boy")

        girl = d.pop("girl")

        reason = d.pop("reason")

        astro_porutham = cls(
            name=name,
            present=present,
            grade=grade,
            boy=boy,
            girl=girl,
            reason=reason,
        )

        astro_porutham.additional_properties = d
        return astro_porutham

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
