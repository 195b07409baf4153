from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_aspect_aspect import AstroAspectAspect
from ..models.astro_aspect_kind import AstroAspectKind
from ..models.astro_aspect_motion import AstroAspectMotion

T = TypeVar("T", bound="AstroAspect")


@_attrs_define
class AstroAspect:
    """
    Attributes:
        point1 (str):
        point2 (str):
        aspect (AstroAspectAspect):
        kind (AstroAspectKind):
        angle (float): Exact angle of the aspect, degrees.
        separation (float): Actual angular distance, degrees.
        orb (float): |separation - angle|, degrees.
        exactness (float): 100 at exact, 0 at the edge of the orb.
        motion (AstroAspectMotion): Whether the deviation from exact is shrinking (applying) or growing at this instant.
    """

    point1: str
    point2: str
    aspect: AstroAspectAspect
    kind: AstroAspectKind
    angle: float
    separation: float
    orb: float
    exactness: float
    motion: AstroAspectMotion
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        point1 = self.point1

        point2 = self.point2

        aspect = self.aspect.value

        kind = self.kind.value

        angle = self.angle

        separation = self.separation

        orb = self.orb

        exactness = self.exactness

        motion = self.motion.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "point1": point1,
                "point2": point2,
                "aspect": aspect,
                "kind": kind,
                "angle": angle,
                "separation": separation,
                "orb": orb,
                "exactness": exactness,
                "motion": motion,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        point1 = d.pop("point1")

        point2 = d.pop("point2")

        aspect = AstroAspectAspect(d.pop("aspect"))

        kind = AstroAspectKind(d.pop("kind"))

        angle = d.pop("angle")

        separation = d.pop("separation")

        orb = d.pop("orb")

        exactness = d.pop("exactness")

        motion = AstroAspectMotion(d.pop("motion"))

        astro_aspect = cls(
            point1=point1,
            point2=point2,
            aspect=aspect,
            kind=kind,
            angle=angle,
            separation=separation,
            orb=orb,
            exactness=exactness,
            motion=motion,
        )

        astro_aspect.additional_properties = d
        return astro_aspect

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
