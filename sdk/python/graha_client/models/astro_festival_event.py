from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_festival_event_kala import AstroFestivalEventKala
from ..models.astro_festival_event_kind import AstroFestivalEventKind
from ..models.astro_festival_event_lunar_month_type_1 import (
    AstroFestivalEventLunarMonthType1,
)
from ..models.astro_festival_event_lunar_month_type_2_type_1 import (
    AstroFestivalEventLunarMonthType2Type1,
)
from ..models.astro_festival_event_lunar_month_type_3_type_1 import (
    AstroFestivalEventLunarMonthType3Type1,
)
from ..models.astro_festival_event_paksha_type_1 import AstroFestivalEventPakshaType1
from ..models.astro_festival_event_paksha_type_2_type_1 import (
    AstroFestivalEventPakshaType2Type1,
)
from ..models.astro_festival_event_paksha_type_3_type_1 import (
    AstroFestivalEventPakshaType3Type1,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.astro_festival_event_tithi_type_0 import AstroFestivalEventTithiType0


T = TypeVar("T", bound="AstroFestivalEvent")


@_attrs_define
class AstroFestivalEvent:
    """
    Attributes:
        date (datetime.date):
        name (str):
        kind (AstroFestivalEventKind):
        rule (str): The rule that placed the event on this date.
        lunar_month (AstroFestivalEventLunarMonthType1 | AstroFestivalEventLunarMonthType2Type1 |
            AstroFestivalEventLunarMonthType3Type1 | None): Lunar month in the requested convention; null for a Sankranti.
        adhika (bool): The month is intercalary (adhika masa).
        paksha (AstroFestivalEventPakshaType1 | AstroFestivalEventPakshaType2Type1 | AstroFestivalEventPakshaType3Type1
            | None):
        tithi (AstroFestivalEventTithiType0 | None): The tithi the rule follows, with when it prevails; null for a
            Sankranti.
        kala (AstroFestivalEventKala): The time of day the rule looks at (ingress for a Sankranti).
        observed_at (str): Local ISO 8601 date-time with the UTC offset in force at that instant, seconds precision.
        sign (str | Unset): Sign the Sun enters (Sankranti only).
        sign_local (str | Unset):
        note (str | Unset):
    """

    date: datetime.date
    name: str
    kind: AstroFestivalEventKind
    rule: str
    lunar_month: (
        AstroFestivalEventLunarMonthType1
        | AstroFestivalEventLunarMonthType2Type1
        | AstroFestivalEventLunarMonthType3Type1
        | None
    )
    adhika: bool
    paksha: (
        AstroFestivalEventPakshaType1
        | AstroFestivalEventPakshaType2Type1
        | AstroFestivalEventPakshaType3Type1
        | None
    )
    tithi: AstroFestivalEventTithiType0 | None
    kala: AstroFestivalEventKala
    observed_at: str
    sign: str | Unset = UNSET
    sign_local: str | Unset = UNSET
    note: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.astro_festival_event_tithi_type_0 import (
            AstroFestivalEventTithiType0,
        )

        date = self.date.isoformat()

        name = self.name

        kind = self.kind.value

        rule = self.rule

        lunar_month: None | str
        if (
            isinstance(self.lunar_month, AstroFestivalEventLunarMonthType1)
            or isinstance(self.lunar_month, AstroFestivalEventLunarMonthType2Type1)
            or isinstance(self.lunar_month, AstroFestivalEventLunarMonthType3Type1)
        ):
            lunar_month = self.lunar_month.value
        else:
            lunar_month = self.lunar_month

        adhika = self.adhika

        paksha: None | str
        if (
            isinstance(self.paksha, AstroFestivalEventPakshaType1)
            or isinstance(self.paksha, AstroFestivalEventPakshaType2Type1)
            or isinstance(self.paksha, AstroFestivalEventPakshaType3Type1)
        ):
            paksha = self.paksha.value
        else:
            paksha = self.paksha

        tithi: dict[str, Any] | None
        if isinstance(self.tithi, AstroFestivalEventTithiType0):
            tithi = self.tithi.to_dict()
        else:
            tithi = self.tithi

        kala = self.kala.value

        observed_at = self.observed_at

        sign = self.sign

        sign_local = self.sign_local

        note = self.note

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "date": date,
                "name": name,
                "kind": kind,
                "rule": rule,
                "lunar_month": lunar_month,
                "adhika": adhika,
                "paksha": paksha,
                "tithi": tithi,
                "kala": kala,
                "observed_at": observed_at,
            }
        )
        if sign is not UNSET:
            field_dict["sign"] = sign
        if sign_local is not UNSET:
            field_dict["sign_local"] = sign_local
        if note is not UNSET:
            field_dict["note"] = note

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_festival_event_tithi_type_0 import (
            AstroFestivalEventTithiType0,
        )

        d = dict(src_dict)
        date = datetime.date.fromisoformat(d.pop("date"))

        name = d.pop("name")

        kind = AstroFestivalEventKind(d.pop("kind"))

        rule = d.pop("rule")

        def _parse_lunar_month(
            data: object,
        ) -> (
            AstroFestivalEventLunarMonthType1
            | AstroFestivalEventLunarMonthType2Type1
            | AstroFestivalEventLunarMonthType3Type1
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                lunar_month_type_1 = AstroFestivalEventLunarMonthType1(data)

                return lunar_month_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                lunar_month_type_2_type_1 = AstroFestivalEventLunarMonthType2Type1(data)

                return lunar_month_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                lunar_month_type_3_type_1 = AstroFestivalEventLunarMonthType3Type1(data)

                return lunar_month_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                AstroFestivalEventLunarMonthType1
                | AstroFestivalEventLunarMonthType2Type1
                | AstroFestivalEventLunarMonthType3Type1
                | None,
                data,
            )

        lunar_month = _parse_lunar_month(d.pop("lunar_month"))

        adhika = d.pop("adhika")

        def _parse_paksha(
            data: object,
        ) -> (
            AstroFestivalEventPakshaType1
            | AstroFestivalEventPakshaType2Type1
            | AstroFestivalEventPakshaType3Type1
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                paksha_type_1 = AstroFestivalEventPakshaType1(data)

                return paksha_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                paksha_type_2_type_1 = AstroFestivalEventPakshaType2Type1(data)

                return paksha_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                paksha_type_3_type_1 = AstroFestivalEventPakshaType3Type1(data)

                return paksha_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                AstroFestivalEventPakshaType1
                | AstroFestivalEventPakshaType2Type1
                | AstroFestivalEventPakshaType3Type1
                | None,
                data,
            )

        paksha = _parse_paksha(d.pop("paksha"))

        def _parse_tithi(data: object) -> AstroFestivalEventTithiType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                tithi_type_0 = AstroFestivalEventTithiType0.from_dict(data)

                return tithi_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AstroFestivalEventTithiType0 | None, data)

        tithi = _parse_tithi(d.pop("tithi"))

        kala = AstroFestivalEventKala(d.pop("kala"))

        observed_at = d.pop("observed_at")

        sign = d.pop("sign", UNSET)

        sign_local = d.pop("sign_local", UNSET)

        note = d.pop("note", UNSET)

        astro_festival_event = cls(
            date=date,
            name=name,
            kind=kind,
            rule=rule,
            lunar_month=lunar_month,
            adhika=adhika,
            paksha=paksha,
            tithi=tithi,
            kala=kala,
            observed_at=observed_at,
            sign=sign,
            sign_local=sign_local,
            note=note,
        )

        astro_festival_event.additional_properties = d
        return astro_festival_event

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
