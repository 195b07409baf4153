from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_panchang_balam_language import AstroPanchangBalamLanguage

if TYPE_CHECKING:
    from ..models.astro_date_reading import AstroDateReading
    from ..models.astro_panchang_balam_chandrabalam_type_0_item import (
        AstroPanchangBalamChandrabalamType0Item,
    )
    from ..models.astro_panchang_balam_conventions import AstroPanchangBalamConventions
    from ..models.astro_panchang_balam_location import AstroPanchangBalamLocation
    from ..models.astro_panchang_balam_tarabala_type_0_item import (
        AstroPanchangBalamTarabalaType0Item,
    )
    from ..models.astro_panchang_day_zone import AstroPanchangDayZone
    from ..models.astro_panchang_named_ref import AstroPanchangNamedRef


T = TypeVar("T", bound="AstroPanchangBalam")


@_attrs_define
class AstroPanchangBalam:
    """
    Attributes:
        date (datetime.date):
        date_reading (AstroDateReading): How the request's date was read (the `calendar` parameter, or the default rule)
            and the same day in both calendars; `date` and every instant of the answer are ISO 8601, Gregorian.
        location (AstroPanchangBalamLocation):
        time_zone (AstroPanchangDayZone):
        language (AstroPanchangBalamLanguage):
        sunrise (str): Local ISO 8601 date-time with the UTC offset in force at that instant, seconds precision.
        next_sunrise (str): Local ISO 8601 date-time with the UTC offset in force at that instant, seconds precision.
        birth_nakshatra (AstroPanchangNamedRef | None):
        moon_sign (AstroPanchangNamedRef | None):
        tarabala (list[AstroPanchangBalamTarabalaType0Item] | None): One entry per nakshatra the Moon is in between
            sunrise and next sunrise; null without birth_nakshatra.
        chandrabalam (list[AstroPanchangBalamChandrabalamType0Item] | None): One entry per sign the Moon is in between
            sunrise and next sunrise; null without moon_sign.
        conventions (AstroPanchangBalamConventions):
    """

    date: datetime.date
    date_reading: AstroDateReading
    location: AstroPanchangBalamLocation
    time_zone: AstroPanchangDayZone
    language: AstroPanchangBalamLanguage
    sunrise: str
    next_sunrise: str
    birth_nakshatra: AstroPanchangNamedRef | None
    moon_sign: AstroPanchangNamedRef | None
    tarabala: list[AstroPanchangBalamTarabalaType0Item] | None
    chandrabalam: list[AstroPanchangBalamChandrabalamType0Item] | None
    conventions: AstroPanchangBalamConventions
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.astro_panchang_named_ref import AstroPanchangNamedRef

        date = self.date.isoformat()

        date_reading = self.date_reading.to_dict()

        location = self.location.to_dict()

        time_zone = self.time_zone.to_dict()

        language = self.language.value

        sunrise = self.sunrise

        next_sunrise = self.next_sunrise

        birth_nakshatra: dict[str, Any] | None
        if isinstance(self.birth_nakshatra, AstroPanchangNamedRef):
            birth_nakshatra = self.birth_nakshatra.to_dict()
        else:
            birth_nakshatra = self.birth_nakshatra

        moon_sign: dict[str, Any] | None
        if isinstance(self.moon_sign, AstroPanchangNamedRef):
            moon_sign = self.moon_sign.to_dict()
        else:
            moon_sign = self.moon_sign

        tarabala: list[dict[str, Any]] | None
        if isinstance(self.tarabala, list):
            tarabala = []
            for tarabala_type_0_item_data in self.tarabala:
                tarabala_type_0_item = tarabala_type_0_item_data.to_dict()
                tarabala.append(tarabala_type_0_item)

        else:
            tarabala = self.tarabala

        chandrabalam: list[dict[str, Any]] | None
        if isinstance(self.chandrabalam, list):
            chandrabalam = []
            for chandrabalam_type_0_item_data in self.chandrabalam:
                chandrabalam_type_0_item = chandrabalam_type_0_item_data.to_dict()
                chandrabalam.append(chandrabalam_type_0_item)

        else:
            chandrabalam = self.chandrabalam

        conventions = self.conventions.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "date": date,
                "date_reading": date_reading,
                "location": location,
                "time_zone": time_zone,
                "language": language,
                "sunrise": sunrise,
                "next_sunrise": next_sunrise,
                "birth_nakshatra": birth_nakshatra,
                "moon_sign": moon_sign,
                "tarabala": tarabala,
                "chandrabalam": chandrabalam,
                "conventions": conventions,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_date_reading import AstroDateReading
        from ..models.astro_panchang_balam_chandrabalam_type_0_item import (
            AstroPanchangBalamChandrabalamType0Item,
        )
        from ..models.astro_panchang_balam_conventions import (
            AstroPanchangBalamConventions,
        )
        from ..models.astro_panchang_balam_location import AstroPanchangBalamLocation
        from ..models.astro_panchang_balam_tarabala_type_0_item import (
            AstroPanchangBalamTarabalaType0Item,
        )
        from ..models.astro_panchang_day_zone import AstroPanchangDayZone
        from ..models.astro_panchang_named_ref import AstroPanchangNamedRef

        d = dict(src_dict)
        date = datetime.date.fromisoformat(d.pop("date"))

        date_reading = AstroDateReading.from_dict(d.pop("date_reading"))

        location = AstroPanchangBalamLocation.from_dict(d.pop("location"))

        time_zone = AstroPanchangDayZone.from_dict(d.pop("time_zone"))

        language = AstroPanchangBalamLanguage(d.pop("language"))

        sunrise = d.pop("sunrise")

        next_sunrise = d.pop("next_sunrise")

        def _parse_birth_nakshatra(data: object) -> AstroPanchangNamedRef | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                birth_nakshatra_type_0 = AstroPanchangNamedRef.from_dict(data)

                return birth_nakshatra_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AstroPanchangNamedRef | None, data)

        birth_nakshatra = _parse_birth_nakshatra(d.pop("birth_nakshatra"))

        def _parse_moon_sign(data: object) -> AstroPanchangNamedRef | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                moon_sign_type_0 = AstroPanchangNamedRef.from_dict(data)

                return moon_sign_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AstroPanchangNamedRef | None, data)

        moon_sign = _parse_moon_sign(d.pop("moon_sign"))

        def _parse_tarabala(
            data: object,
        ) -> list[AstroPanchangBalamTarabalaType0Item] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                tarabala_type_0 = []
                _tarabala_type_0 = data
                for tarabala_type_0_item_data in _tarabala_type_0:
                    tarabala_type_0_item = (
                        AstroPanchangBalamTarabalaType0Item.from_dict(
                            tarabala_type_0_item_data
                        )
                    )

                    tarabala_type_0.append(tarabala_type_0_item)

                return tarabala_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[AstroPanchangBalamTarabalaType0Item] | None, data)

        tarabala = _parse_tarabala(d.pop("tarabala"))

        def _parse_chandrabalam(
            data: object,
        ) -> list[AstroPanchangBalamChandrabalamType0Item] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                chandrabalam_type_0 = []
                _chandrabalam_type_0 = data
                for chandrabalam_type_0_item_data in _chandrabalam_type_0:
                    chandrabalam_type_0_item = (
                        AstroPanchangBalamChandrabalamType0Item.from_dict(
                            chandrabalam_type_0_item_data
                        )
                    )

                    chandrabalam_type_0.append(chandrabalam_type_0_item)

                return chandrabalam_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[AstroPanchangBalamChandrabalamType0Item] | None, data)

        chandrabalam = _parse_chandrabalam(d.pop("chandrabalam"))

        conventions = AstroPanchangBalamConventions.from_dict(d.pop("conventions"))

        astro_panchang_balam = cls(
            date=date,
            date_reading=date_reading,
            location=location,
            time_zone=time_zone,
            language=language,
            sunrise=sunrise,
            next_sunrise=next_sunrise,
            birth_nakshatra=birth_nakshatra,
            moon_sign=moon_sign,
            tarabala=tarabala,
            chandrabalam=chandrabalam,
            conventions=conventions,
        )

        astro_panchang_balam.additional_properties = d
        return astro_panchang_balam

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
