from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AstroOmittedPoints")


@_attrs_define
class AstroOmittedPoints:
    """Present only when points were left out of `points` (Chiron, Ceres, Pallas, Juno and Vesta outside the range of their
    table, 999-05-24 .. 3000-08-02, which holds every date the API accepts, so it does not appear in answers today); the
    rest of the chart is unchanged.

        Attributes:
            points (list[str]):  Example: ['Chiron', 'Ceres', 'Pallas', 'Juno', 'Vesta'].
            reason (str):
    """

    points: list[str]
    reason: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        points = self.points

        reason = self.reason

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "points": points,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        points = cast(list[str], d.pop("points"))

        reason = d.pop("reason")

        astro_omitted_points = cls(
            points=points,
            reason=reason,
        )

        astro_omitted_points.additional_properties = d
        return astro_omitted_points

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
