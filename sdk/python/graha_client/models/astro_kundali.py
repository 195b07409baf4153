from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_kundali_house_system import AstroKundaliHouseSystem
from ..models.astro_kundali_language import AstroKundaliLanguage
from ..models.astro_kundali_moon_sign import AstroKundaliMoonSign
from ..models.astro_kundali_node_type import AstroKundaliNodeType
from ..models.astro_kundali_sun_sign import AstroKundaliSunSign
from ..models.astro_kundali_system import AstroKundaliSystem
from ..models.astro_kundali_zodiac import AstroKundaliZodiac
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.astro_ascendant import AstroAscendant
    from ..models.astro_house import AstroHouse
    from ..models.astro_kundali_ayanamsa import AstroKundaliAyanamsa
    from ..models.astro_kundali_dasha import AstroKundaliDasha
    from ..models.astro_planet import AstroPlanet
    from ..models.astro_time_info import AstroTimeInfo
    from ..models.astro_varga_chart import AstroVargaChart
    from ..models.astro_yoga import AstroYoga


T = TypeVar("T", bound="AstroKundali")


@_attrs_define
class AstroKundali:
    """
    Attributes:
        system (AstroKundaliSystem):
        language (AstroKundaliLanguage):
        house_system (AstroKundaliHouseSystem): whole_sign for vedic, placidus for kp, the requested house_system
            (default placidus) for western.
        zodiac (AstroKundaliZodiac):
        ayanamsa (AstroKundaliAyanamsa): Ayanamsa of the sidereal positions; for western it is only used for nakshatras,
            yogas and dashas.
        node_type (AstroKundaliNodeType):
        time (AstroTimeInfo): How the local birth time was resolved.
        ascendant (AstroAscendant):
        moon_sign (AstroKundaliMoonSign): Canonical English sign name.
        sun_sign (AstroKundaliSunSign): Canonical English sign name.
        planets (list[AstroPlanet]):
        houses (list[AstroHouse]):
        yogas (list[AstroYoga]):
        dasha (AstroKundaliDasha):
        engine (str): Engine and ephemeris names.
        moon_sign_local (str | Unset): Localized name, present when language is not en.
        sun_sign_local (str | Unset): Localized name, present when language is not en.
        vargas (list[AstroVargaChart] | Unset): Divisional charts, only when the `vargas` option asks for them.
    """

    system: AstroKundaliSystem
    language: AstroKundaliLanguage
    house_system: AstroKundaliHouseSystem
    zodiac: AstroKundaliZodiac
    ayanamsa: AstroKundaliAyanamsa
    node_type: AstroKundaliNodeType
    time: AstroTimeInfo
    ascendant: AstroAscendant
    moon_sign: AstroKundaliMoonSign
    sun_sign: AstroKundaliSunSign
    planets: list[AstroPlanet]
    houses: list[AstroHouse]
    yogas: list[AstroYoga]
    dasha: AstroKundaliDasha
    engine: str
    moon_sign_local: str | Unset = UNSET
    sun_sign_local: str | Unset = UNSET
    vargas: list[AstroVargaChart] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        system = self.system.value

        language = self.language.value

        house_system = self.house_system.value

        zodiac = self.zodiac.value

        ayanamsa = self.ayanamsa.to_dict()

        node_type = self.node_type.value

        time = self.time.to_dict()

        ascendant = self.ascendant.to_dict()

        moon_sign = self.moon_sign.value

        sun_sign = self.sun_sign.value

        planets = []
        for planets_item_data in self.planets:
            planets_item = planets_item_data.to_dict()
            planets.append(planets_item)

        houses = []
        for houses_item_data in self.houses:
            houses_item = houses_item_data.to_dict()
            houses.append(houses_item)

        yogas = []
        for yogas_item_data in self.yogas:
            yogas_item = yogas_item_data.to_dict()
            yogas.append(yogas_item)

        dasha = self.dasha.to_dict()

        engine = self.engine

        moon_sign_local = self.moon_sign_local

        sun_sign_local = self.sun_sign_local

        vargas: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.vargas, Unset):
            vargas = []
            for vargas_item_data in self.vargas:
                vargas_item = vargas_item_data.to_dict()
                vargas.append(vargas_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "system": system,
                "language": language,
                "house_system": house_system,
                "zodiac": zodiac,
                "ayanamsa": ayanamsa,
                "node_type": node_type,
                "time": time,
                "ascendant": ascendant,
                "moon_sign": moon_sign,
                "sun_sign": sun_sign,
                "planets": planets,
                "houses": houses,
                "yogas": yogas,
                "dasha": dasha,
                "engine": engine,
            }
        )
        if moon_sign_local is not UNSET:
            field_dict["moon_sign_local"] = moon_sign_local
        if sun_sign_local is not UNSET:
            field_dict["sun_sign_local"] = sun_sign_local
        if vargas is not UNSET:
            field_dict["vargas"] = vargas

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_ascendant import AstroAscendant
        from ..models.astro_house import AstroHouse
        from ..models.astro_kundali_ayanamsa import AstroKundaliAyanamsa
        from ..models.astro_kundali_dasha import AstroKundaliDasha
        from ..models.astro_planet import AstroPlanet
        from ..models.astro_time_info import AstroTimeInfo
        from ..models.astro_varga_chart import AstroVargaChart
        from ..models.astro_yoga import AstroYoga

        d = dict(src_dict)
        system = AstroKundaliSystem(d.pop("system"))

        language = AstroKundaliLanguage(d.pop("language"))

        house_system = AstroKundaliHouseSystem(d.pop("house_system"))

        zodiac = AstroKundaliZodiac(d.pop("zodiac"))

        ayanamsa = AstroKundaliAyanamsa.from_dict(d.pop("ayanamsa"))

        node_type = AstroKundaliNodeType(d.pop("node_type"))

        time = AstroTimeInfo.from_dict(d.pop("time"))

        ascendant = AstroAscendant.from_dict(d.pop("ascendant"))

        moon_sign = AstroKundaliMoonSign(d.pop("moon_sign"))

        sun_sign = AstroKundaliSunSign(d.pop("sun_sign"))

        planets = []
        _planets = d.pop("planets")
        for planets_item_data in _planets:
            planets_item = AstroPlanet.from_dict(planets_item_data)

            planets.append(planets_item)

        houses = []
        _houses = d.pop("houses")
        for houses_item_data in _houses:
            houses_item = AstroHouse.from_dict(houses_item_data)

            houses.append(houses_item)

        yogas = []
        _yogas = d.pop("yogas")
        for yogas_item_data in _yogas:
            yogas_item = AstroYoga.from_dict(yogas_item_data)

            yogas.append(yogas_item)

        dasha = AstroKundaliDasha.from_dict(d.pop("dasha"))

        engine = d.pop("engine")

        moon_sign_local = d.pop("moon_sign_local", UNSET)

        sun_sign_local = d.pop("sun_sign_local", UNSET)

        _vargas = d.pop("vargas", UNSET)
        vargas: list[AstroVargaChart] | Unset = UNSET
        if _vargas is not UNSET:
            vargas = []
            for vargas_item_data in _vargas:
                vargas_item = AstroVargaChart.from_dict(vargas_item_data)

                vargas.append(vargas_item)

        astro_kundali = cls(
            system=system,
            language=language,
            house_system=house_system,
            zodiac=zodiac,
            ayanamsa=ayanamsa,
            node_type=node_type,
            time=time,
            ascendant=ascendant,
            moon_sign=moon_sign,
            sun_sign=sun_sign,
            planets=planets,
            houses=houses,
            yogas=yogas,
            dasha=dasha,
            engine=engine,
            moon_sign_local=moon_sign_local,
            sun_sign_local=sun_sign_local,
            vargas=vargas,
        )

        astro_kundali.additional_properties = d
        return astro_kundali

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
