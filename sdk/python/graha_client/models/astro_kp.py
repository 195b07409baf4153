from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_kp_chart_type import AstroKpChartType
from ..models.astro_kp_language import AstroKpLanguage
from ..models.astro_kp_node_type import AstroKpNodeType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.astro_kp_ayanamsa import AstroKpAyanamsa
    from ..models.astro_kp_cusp import AstroKpCusp
    from ..models.astro_kp_graha_names_local import AstroKpGrahaNamesLocal
    from ..models.astro_kp_horary import AstroKpHorary
    from ..models.astro_kp_house_significators import AstroKpHouseSignificators
    from ..models.astro_kp_node_principals import AstroKpNodePrincipals
    from ..models.astro_kp_planet import AstroKpPlanet
    from ..models.astro_kp_planet_signification import AstroKpPlanetSignification
    from ..models.astro_kp_point import AstroKpPoint
    from ..models.astro_kp_rules import AstroKpRules
    from ..models.astro_kp_ruling_planets import AstroKpRulingPlanets
    from ..models.astro_time_info import AstroTimeInfo


T = TypeVar("T", bound="AstroKp")


@_attrs_define
class AstroKp:
    """
    Attributes:
        language (AstroKpLanguage):
        ayanamsa (AstroKpAyanamsa):
        node_type (AstroKpNodeType):
        time (AstroTimeInfo): How the local birth time was resolved.
        chart_type (AstroKpChartType):
        ascendant (AstroKpPoint): A point of the KP chart (cusp, planet, Moon or lagna) with its four lords,
            Krishnamurti sidereal.
        cusps (list[AstroKpCusp]): The 12 Placidus cusps, house 1 to 12.
        planets (list[AstroKpPlanet]): The nine grahas.
        significators (list[AstroKpHouseSignificators]): Four-level significators of houses 1 to 12.
        planet_significations (list[AstroKpPlanetSignification]): The houses each graha signifies (the same table read
            by planet).
        node_principals (AstroKpNodePrincipals): The grahas whose agent each node is (its sign lord, then the grahas in
            its sign).
        ruling_planets (AstroKpRulingPlanets):
        rules (AstroKpRules): The rules applied, in words.
        horary (AstroKpHorary | Unset): The chosen row of the 249 table (horary charts only).
        graha_names_local (AstroKpGrahaNamesLocal | Unset): Hindi or Tamil names of the nine grahas named in the lists
            (language hi or ta only).
    """

    language: AstroKpLanguage
    ayanamsa: AstroKpAyanamsa
    node_type: AstroKpNodeType
    time: AstroTimeInfo
    chart_type: AstroKpChartType
    ascendant: AstroKpPoint
    cusps: list[AstroKpCusp]
    planets: list[AstroKpPlanet]
    significators: list[AstroKpHouseSignificators]
    planet_significations: list[AstroKpPlanetSignification]
    node_principals: AstroKpNodePrincipals
    ruling_planets: AstroKpRulingPlanets
    rules: AstroKpRules
    horary: AstroKpHorary | Unset = UNSET
    graha_names_local: AstroKpGrahaNamesLocal | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        language = self.language.value

        ayanamsa = self.ayanamsa.to_dict()

        node_type = self.node_type.value

        time = self.time.to_dict()

        chart_type = self.chart_type.value

        ascendant = self.ascendant.to_dict()

        cusps = []
        for cusps_item_data in self.cusps:
            cusps_item = cusps_item_data.to_dict()
            cusps.append(cusps_item)

        planets = []
        for planets_item_data in self.planets:
            planets_item = planets_item_data.to_dict()
            planets.append(planets_item)

        significators = []
        for significators_item_data in self.significators:
            significators_item = significators_item_data.to_dict()
            significators.append(significators_item)

        planet_significations = []
        for planet_significations_item_data in self.planet_significations:
            planet_significations_item = planet_significations_item_data.to_dict()
            planet_significations.append(planet_significations_item)

        node_principals = self.node_principals.to_dict()

        ruling_planets = self.ruling_planets.to_dict()

        rules = self.rules.to_dict()

        horary: dict[str, Any] | Unset = UNSET
        if not isinstance(self.horary, Unset):
            horary = self.horary.to_dict()

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
                "chart_type": chart_type,
                "ascendant": ascendant,
                "cusps": cusps,
                "planets": planets,
                "significators": significators,
                "planet_significations": planet_significations,
                "node_principals": node_principals,
                "ruling_planets": ruling_planets,
                "rules": rules,
            }
        )
        if horary is not UNSET:
            field_dict["horary"] = horary
        if graha_names_local is not UNSET:
            field_dict["graha_names_local"] = graha_names_local

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_kp_ayanamsa import AstroKpAyanamsa
        from ..models.astro_kp_cusp import AstroKpCusp
        from ..models.astro_kp_graha_names_local import AstroKpGrahaNamesLocal
        from ..models.astro_kp_horary import AstroKpHorary
        from ..models.astro_kp_house_significators import AstroKpHouseSignificators
        from ..models.astro_kp_node_principals import AstroKpNodePrincipals
        from ..models.astro_kp_planet import AstroKpPlanet
        from ..models.astro_kp_planet_signification import AstroKpPlanetSignification
        from ..models.astro_kp_point import AstroKpPoint
        from ..models.astro_kp_rules import AstroKpRules
        from ..models.astro_kp_ruling_planets import AstroKpRulingPlanets
        from ..models.astro_time_info import AstroTimeInfo

        d = dict(src_dict)
        language = AstroKpLanguage(d.pop("language"))

        ayanamsa = AstroKpAyanamsa.from_dict(d.pop("ayanamsa"))

        node_type = AstroKpNodeType(d.pop("node_type"))

        time = AstroTimeInfo.from_dict(d.pop("time"))

        chart_type = AstroKpChartType(d.pop("chart_type"))

        ascendant = AstroKpPoint.from_dict(d.pop("ascendant"))

        cusps = []
        _cusps = d.pop("cusps")
        for cusps_item_data in _cusps:
            cusps_item = AstroKpCusp.from_dict(cusps_item_data)

            cusps.append(cusps_item)

        planets = []
        _planets = d.pop("planets")
        for planets_item_data in _planets:
            planets_item = AstroKpPlanet.from_dict(planets_item_data)

            planets.append(planets_item)

        significators = []
        _significators = d.pop("significators")
        for significators_item_data in _significators:
            significators_item = AstroKpHouseSignificators.from_dict(
                significators_item_data
            )

            significators.append(significators_item)

        planet_significations = []
        _planet_significations = d.pop("planet_significations")
        for planet_significations_item_data in _planet_significations:
            planet_significations_item = AstroKpPlanetSignification.from_dict(
                planet_significations_item_data
            )

            planet_significations.append(planet_significations_item)

        node_principals = AstroKpNodePrincipals.from_dict(d.pop("node_principals"))

        ruling_planets = AstroKpRulingPlanets.from_dict(d.pop("ruling_planets"))

        rules = AstroKpRules.from_dict(d.pop("rules"))

        _horary = d.pop("horary", UNSET)
        horary: AstroKpHorary | Unset
        if isinstance(_horary, Unset):
            horary = UNSET
        else:
            horary = AstroKpHorary.from_dict(_horary)

        _graha_names_local = d.pop("graha_names_local", UNSET)
        graha_names_local: AstroKpGrahaNamesLocal | Unset
        if isinstance(_graha_names_local, Unset):
            graha_names_local = UNSET
        else:
            graha_names_local = AstroKpGrahaNamesLocal.from_dict(_graha_names_local)

        astro_kp = cls(
            language=language,
            ayanamsa=ayanamsa,
            node_type=node_type,
            time=time,
            chart_type=chart_type,
            ascendant=ascendant,
            cusps=cusps,
            planets=planets,
            significators=significators,
            planet_significations=planet_significations,
            node_principals=node_principals,
            ruling_planets=ruling_planets,
            rules=rules,
            horary=horary,
            graha_names_local=graha_names_local,
        )

        astro_kp.additional_properties = d
        return astro_kp

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
