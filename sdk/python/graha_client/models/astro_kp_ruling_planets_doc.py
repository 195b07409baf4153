from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_kp_ruling_planets_doc_language import (
    AstroKpRulingPlanetsDocLanguage,
)
from ..models.astro_kp_ruling_planets_doc_node_type import (
    AstroKpRulingPlanetsDocNodeType,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.astro_kp_ayanamsa import AstroKpAyanamsa
    from ..models.astro_kp_graha_names_local import AstroKpGrahaNamesLocal
    from ..models.astro_kp_point import AstroKpPoint
    from ..models.astro_kp_ruling_planets import AstroKpRulingPlanets
    from ..models.astro_time_info import AstroTimeInfo


T = TypeVar("T", bound="AstroKpRulingPlanetsDoc")


@_attrs_define
class AstroKpRulingPlanetsDoc:
    """
    Attributes:
        language (AstroKpRulingPlanetsDocLanguage):
        ayanamsa (AstroKpAyanamsa):
        node_type (AstroKpRulingPlanetsDocNodeType):
        time (AstroTimeInfo): How the local birth time was resolved.
        moon (AstroKpPoint): A point of the KP chart (cusp, planet, Moon or lagna) with its four lords, Krishnamurti
            sidereal.
        lagna (AstroKpPoint): A point of the KP chart (cusp, planet, Moon or lagna) with its four lords, Krishnamurti
            sidereal.
        ruling_planets (AstroKpRulingPlanets):
        rule (str):
        graha_names_local (AstroKpGrahaNamesLocal | Unset): Hindi or Tamil names of the nine grahas named in the lists
            (language hi or ta only).
    """

    language: AstroKpRulingPlanetsDocLanguage
    ayanamsa: AstroKpAyanamsa
    node_type: AstroKpRulingPlanetsDocNodeType
    time: AstroTimeInfo
    moon: AstroKpPoint
    lagna: AstroKpPoint
    ruling_planets: AstroKpRulingPlanets
    rule: str
    graha_names_local: AstroKpGrahaNamesLocal | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        language = self.language.value

        ayanamsa = self.ayanamsa.to_dict()

        node_type = self.node_type.value

        time = self.time.to_dict()

        moon = self.moon.to_dict()

        lagna = self.lagna.to_dict()

        ruling_planets = self.ruling_planets.to_dict()

        rule = self.rule

        graha_names_local: dict[str, Any] | Unset = UNSET
        if not isinstance(self.graha_names_local, Unset):
            graha_names_local = self.graha_names_local.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "language": language,
                "ayanamsa": ayanamsa,
                "node_type": node_type,
                "time": time,
                "moon": moon,
                "lagna": lagna,
                "ruling_planets": ruling_planets,
                "rule": rule,
            }
        )
        if graha_names_local is not UNSET:
            field_dict["graha_names_local"] = graha_names_local

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_kp_ayanamsa import AstroKpAyanamsa
        from ..models.astro_kp_graha_names_local import AstroKpGrahaNamesLocal
        from ..models.astro_kp_point import AstroKpPoint
        from ..models.astro_kp_ruling_planets import AstroKpRulingPlanets
        from ..models.astro_time_info import AstroTimeInfo

        d = dict(src_dict)
        language = AstroKpRulingPlanetsDocLanguage(d.pop("language"))

        ayanamsa = AstroKpAyanamsa.from_dict(d.pop("ayanamsa"))

        node_type = AstroKpRulingPlanetsDocNodeType(d.pop("node_type"))

        time = AstroTimeInfo.from_dict(d.pop("time"))

        moon = AstroKpPoint.from_dict(d.pop("moon"))

        lagna = AstroKpPoint.from_dict(d.pop("lagna"))

        ruling_planets = AstroKpRulingPlanets.from_dict(d.pop("ruling_planets"))

        rule = d.pop("rule")

        _graha_names_local = d.pop("graha_names_local", UNSET)
        graha_names_local: AstroKpGrahaNamesLocal | Unset
        if isinstance(_graha_names_local, Unset):
            graha_names_local = UNSET
        else:
            graha_names_local = AstroKpGrahaNamesLocal.from_dict(_graha_names_local)

        astro_kp_ruling_planets_doc = cls(
            language=language,
            ayanamsa=ayanamsa,
            node_type=node_type,
            time=time,
            moon=moon,
            lagna=lagna,
            ruling_planets=ruling_planets,
            rule=rule,
            graha_names_local=graha_names_local,
        )

        astro_kp_ruling_planets_doc.additional_properties = d
        return astro_kp_ruling_planets_doc

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
