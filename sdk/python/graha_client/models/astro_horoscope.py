from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_horoscope_language import AstroHoroscopeLanguage
from ..models.astro_horoscope_mood import AstroHoroscopeMood
from ..models.astro_horoscope_sign import AstroHoroscopeSign
from ..models.astro_horoscope_type import AstroHoroscopeType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.astro_horoscope_moon import AstroHoroscopeMoon
    from ..models.astro_horoscope_period import AstroHoroscopePeriod
    from ..models.astro_transit import AstroTransit


T = TypeVar("T", bound="AstroHoroscope")


@_attrs_define
class AstroHoroscope:
    """
    Attributes:
        sign (AstroHoroscopeSign):
        date (datetime.date):
        type_ (AstroHoroscopeType):
        language (AstroHoroscopeLanguage):
        period (AstroHoroscopePeriod):
        prediction (str): In the requested language.
        lucky_number (int):
        lucky_color (str): English colour name.
        mood (AstroHoroscopeMood):
        score (float): Weighted share of favourable transits, 0..1.
        moon (AstroHoroscopeMoon):
        transits (list[AstroTransit]):
        sign_local (str | Unset): Localized name, present when language is not en.
        lucky_color_local (str | Unset): Localized name, present when language is not en.
        mood_local (str | Unset): Localized name, present when language is not en.
    """

    sign: AstroHoroscopeSign
    date: datetime.date
    type_: AstroHoroscopeType
    language: AstroHoroscopeLanguage
    period: AstroHoroscopePeriod
    prediction: str
    lucky_number: int
    lucky_color: str
    mood: AstroHoroscopeMood
    score: float
    moon: AstroHoroscopeMoon
    transits: list[AstroTransit]
    sign_local: str | Unset = UNSET
    lucky_color_local: str | Unset = UNSET
    mood_local: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        sign = self.sign.value

        date = self.date.isoformat()

        type_ = self.type_.value

        language = self.language.value

        period = self.period.to_dict()

        prediction = self.prediction

        lucky_number = self.lucky_number

        lucky_color = self.lucky_color

        mood = self.mood.value

        score = self.score

        moon = self.moon.to_dict()

        transits = []
        for transits_item_data in self.transits:
            transits_item = transits_item_data.to_dict()
            transits.append(transits_item)

        sign_local = self.sign_local

        lucky_color_local = self.lucky_color_local

        mood_local = self.mood_local

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "sign": sign,
                "date": date,
                "type": type_,
                "language": language,
                "period": period,
                "prediction": prediction,
                "lucky_number": lucky_number,
                "lucky_color": lucky_color,
                "mood": mood,
                "score": score,
                "moon": moon,
                "transits": transits,
            }
        )
        if sign_local is not UNSET:
            field_dict["sign_local"] = sign_local
        if lucky_color_local is not UNSET:
            field_dict["lucky_color_local"] = lucky_color_local
        if mood_local is not UNSET:
            field_dict["mood_local"] = mood_local

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_horoscope_moon import AstroHoroscopeMoon
        from ..models.astro_horoscope_period import AstroHoroscopePeriod
        from ..models.astro_transit import AstroTransit

        d = dict(src_dict)
        sign = AstroHoroscopeSign(d.pop("sign"))

        date = datetime.date.fromisoformat(d.pop("date"))

        type_ = AstroHoroscopeType(d.pop("type"))

        language = AstroHoroscopeLanguage(d.pop("language"))

        period = AstroHoroscopePeriod.from_dict(d.pop("period"))

        prediction = d.pop("prediction")

        lucky_number = d.pop("lucky_number")

        lucky_color = d.pop("lucky_color")

        mood = AstroHoroscopeMood(d.pop("mood"))

        score = d.pop("score")

        moon = AstroHoroscopeMoon.from_dict(d.pop("moon"))

        transits = []
        _transits = d.pop("transits")
        for transits_item_data in _transits:
            transits_item = AstroTransit.from_dict(transits_item_data)

            transits.append(transits_item)

        sign_local = d.pop("sign_local", UNSET)

        lucky_color_local = d.pop("lucky_color_local", UNSET)

        mood_local = d.pop("mood_local", UNSET)

        astro_horoscope = cls(
            sign=sign,
            date=date,
            type_=type_,
            language=language,
            period=period,
            prediction=prediction,
            lucky_number=lucky_number,
            lucky_color=lucky_color,
            mood=mood,
            score=score,
            moon=moon,
            transits=transits,
            sign_local=sign_local,
            lucky_color_local=lucky_color_local,
            mood_local=mood_local,
        )

        astro_horoscope.additional_properties = d
        return astro_horoscope

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
