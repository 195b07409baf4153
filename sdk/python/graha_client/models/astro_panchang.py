from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_panchang_language import AstroPanchangLanguage
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.astro_date_reading import AstroDateReading
    from ..models.astro_panchang_abhijit_muhurta import AstroPanchangAbhijitMuhurta
    from ..models.astro_panchang_ayanamsa import AstroPanchangAyanamsa
    from ..models.astro_panchang_conventions import AstroPanchangConventions
    from ..models.astro_panchang_element import AstroPanchangElement
    from ..models.astro_panchang_location import AstroPanchangLocation
    from ..models.astro_panchang_nakshatra import AstroPanchangNakshatra
    from ..models.astro_panchang_time_zone import AstroPanchangTimeZone
    from ..models.astro_panchang_tithi import AstroPanchangTithi
    from ..models.astro_panchang_vara import AstroPanchangVara
    from ..models.astro_tamil_date import AstroTamilDate
    from ..models.astro_time_span import AstroTimeSpan


T = TypeVar("T", bound="AstroPanchang")


@_attrs_define
class AstroPanchang:
    """
    Attributes:
        date (datetime.date):
        date_reading (AstroDateReading): How the request's date was read (the `calendar` parameter, or the default rule)
            and the same day in both calendars; `date` and every instant of the answer are ISO 8601, Gregorian.
        location (AstroPanchangLocation):
        time_zone (AstroPanchangTimeZone):
        language (AstroPanchangLanguage):
        ayanamsa (AstroPanchangAyanamsa):
        vara (AstroPanchangVara):
        tithi (AstroPanchangTithi):
        nakshatra (AstroPanchangNakshatra):
        yoga (AstroPanchangElement): A limb of the panchang prevailing at sunrise, with the instants it starts and ends,
            and the one that follows it.
        karana (AstroPanchangElement): A limb of the panchang prevailing at sunrise, with the instants it starts and
            ends, and the one that follows it.
        sunrise (str): Local ISO 8601 date-time with the UTC offset in force at that instant, seconds precision.
        sunset (str): Local ISO 8601 date-time with the UTC offset in force at that instant, seconds precision.
        moonrise (None | str): Moonrise during the civil day, null on the day of the month it has none.
        moonset (None | str): Moonset during the civil day, null on the day of the month it has none.
        day_length_minutes (float):
        rahu_kalam (AstroTimeSpan):
        yamaganda (AstroTimeSpan):
        gulika_kalam (AstroTimeSpan):
        abhijit_muhurta (AstroPanchangAbhijitMuhurta):
        conventions (AstroPanchangConventions):
        tamil_date (AstroTamilDate | Unset): The Tamil solar date (in answers with language=ta). The month is the Sun's
            sidereal (Lahiri) sign at the day's sunset (Mesha = Chithirai ... Meena = Panguni); day 1 is the civil day of
            the sankranti when it falls before that day's sunset, else the next day (the Tamil sunset rule). The year of the
            60-year cycle begins on Chithirai 1 (Prabhava = the year that began in April 1987).
    """

    date: datetime.date
    date_reading: AstroDateReading
    location: AstroPanchangLocation
    time_zone: AstroPanchangTimeZone
    language: AstroPanchangLanguage
    ayanamsa: AstroPanchangAyanamsa
    vara: AstroPanchangVara
    tithi: AstroPanchangTithi
    nakshatra: AstroPanchangNakshatra
    yoga: AstroPanchangElement
    karana: AstroPanchangElement
    sunrise: str
    sunset: str
    moonrise: None | str
    moonset: None | str
    day_length_minutes: float
    rahu_kalam: AstroTimeSpan
    yamaganda: AstroTimeSpan
    gulika_kalam: AstroTimeSpan
    abhijit_muhurta: AstroPanchangAbhijitMuhurta
    conventions: AstroPanchangConventions
    tamil_date: AstroTamilDate | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        date = self.date.isoformat()

        date_reading = self.date_reading.to_dict()

        location = self.location.to_dict()

        time_zone = self.time_zone.to_dict()

        language = self.language.value

        ayanamsa = self.ayanamsa.to_dict()

        vara = self.vara.to_dict()

        tithi = self.tithi.to_dict()

        nakshatra = self.nakshatra.to_dict()

        yoga = self.yoga.to_dict()

        karana = self.karana.to_dict()

        sunrise = self.sunrise

        sunset = self.sunset

        moonrise: None | str
        moonrise = self.moonrise

        moonset: None | str
        moonset = self.moonset

        day_length_minutes = self.day_length_minutes

        rahu_kalam = self.rahu_kalam.to_dict()

        yamaganda = self.yamaganda.to_dict()

        gulika_kalam = self.gulika_kalam.to_dict()

        abhijit_muhurta = self.abhijit_muhurta.to_dict()

        conventions = self.conventions.to_dict()

        tamil_date: dict[str, Any] | Unset = UNSET
        if not isinstance(self.tamil_date, Unset):
            tamil_date = self.tamil_date.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "date": date,
                "date_reading": date_reading,
                "location": location,
                "time_zone": time_zone,
                "language": language,
                "ayanamsa": ayanamsa,
                "vara": vara,
                "tithi": tithi,
                "nakshatra": nakshatra,
                "yoga": yoga,
                "karana": karana,
                "sunrise": sunrise,
                "sunset": sunset,
                "moonrise": moonrise,
                "moonset": moonset,
                "day_length_minutes": day_length_minutes,
                "rahu_kalam": rahu_kalam,
                "yamaganda": yamaganda,
                "gulika_kalam": gulika_kalam,
                "abhijit_muhurta": abhijit_muhurta,
                "conventions": conventions,
            }
        )
        if tamil_date is not UNSET:
            field_dict["tamil_date"] = tamil_date

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_date_reading import AstroDateReading
        from ..models.astro_panchang_abhijit_muhurta import AstroPanchangAbhijitMuhurta
        from ..models.astro_panchang_ayanamsa import AstroPanchangAyanamsa
        from ..models.astro_panchang_conventions import AstroPanchangConventions
        from ..models.astro_panchang_element import AstroPanchangElement
        from ..models.astro_panchang_location import AstroPanchangLocation
        from ..models.astro_panchang_nakshatra import AstroPanchangNakshatra
        from ..models.astro_panchang_time_zone import AstroPanchangTimeZone
        from ..models.astro_panchang_tithi import AstroPanchangTithi
        from ..models.astro_panchang_vara import AstroPanchangVara
        from ..models.astro_tamil_date import AstroTamilDate
        from ..models.astro_time_span import AstroTimeSpan

        d = dict(src_dict)
        date = datetime.date.fromisoformat(d.pop("date"))

        date_reading = AstroDateReading.from_dict(d.pop("date_reading"))

        location = AstroPanchangLocation.from_dict(d.pop("location"))

        time_zone = AstroPanchangTimeZone.from_dict(d.pop("time_zone"))

        language = AstroPanchangLanguage(d.pop("language"))

        ayanamsa = AstroPanchangAyanamsa.from_dict(d.pop("ayanamsa"))

        vara = AstroPanchangVara.from_dict(d.pop("vara"))

        tithi = AstroPanchangTithi.from_dict(d.pop("tithi"))

        nakshatra = AstroPanchangNakshatra.from_dict(d.pop("nakshatra"))

        yoga = AstroPanchangElement.from_dict(d.pop("yoga"))

        karana = AstroPanchangElement.from_dict(d.pop("karana"))

        sunrise = d.pop("sunrise")

        sunset = d.pop("sunset")

        def _parse_moonrise(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        moonrise = _parse_moonrise(d.pop("moonrise"))

        def _parse_moonset(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        moonset = _parse_moonset(d.pop("moonset"))

        day_length_minutes = d.pop("day_length_minutes")

        rahu_kalam = AstroTimeSpan.from_dict(d.pop("rahu_kalam"))

        yamaganda = AstroTimeSpan.from_dict(d.pop("yamaganda"))

        gulika_kalam = AstroTimeSpan.from_dict(d.pop("gulika_kalam"))

        abhijit_muhurta = AstroPanchangAbhijitMuhurta.from_dict(
            d.pop("abhijit_muhurta")
        )

        conventions = AstroPanchangConventions.from_dict(d.pop("conventions"))

        _tamil_date = d.pop("tamil_date", UNSET)
        tamil_date: AstroTamilDate | Unset
        if isinstance(_tamil_date, Unset):
            tamil_date = UNSET
        else:
            tamil_date = AstroTamilDate.from_dict(_tamil_date)

        astro_panchang = cls(
            date=date,
            date_reading=date_reading,
            location=location,
            time_zone=time_zone,
            language=language,
            ayanamsa=ayanamsa,
            vara=vara,
            tithi=tithi,
            nakshatra=nakshatra,
            yoga=yoga,
            karana=karana,
            sunrise=sunrise,
            sunset=sunset,
            moonrise=moonrise,
            moonset=moonset,
            day_length_minutes=day_length_minutes,
            rahu_kalam=rahu_kalam,
            yamaganda=yamaganda,
            gulika_kalam=gulika_kalam,
            abhijit_muhurta=abhijit_muhurta,
            conventions=conventions,
            tamil_date=tamil_date,
        )

        astro_panchang.additional_properties = d
        return astro_panchang

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
