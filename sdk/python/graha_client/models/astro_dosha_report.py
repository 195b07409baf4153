from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_dosha_report_language import AstroDoshaReportLanguage
from ..models.astro_dosha_report_moon_sign import AstroDoshaReportMoonSign

if TYPE_CHECKING:
    from ..models.astro_dosha import AstroDosha
    from ..models.astro_dosha_report_ayanamsa import AstroDoshaReportAyanamsa
    from ..models.astro_dosha_report_dhaiya_item import AstroDoshaReportDhaiyaItem
    from ..models.astro_dosha_report_sade_sati_item import AstroDoshaReportSadeSatiItem
    from ..models.astro_dosha_report_window import AstroDoshaReportWindow


T = TypeVar("T", bound="AstroDoshaReport")


@_attrs_define
class AstroDoshaReport:
    """
    Attributes:
        language (AstroDoshaReportLanguage):
        ayanamsa (AstroDoshaReportAyanamsa):
        moon_sign (AstroDoshaReportMoonSign):
        doshas (list[AstroDosha]):
        sade_sati (list[AstroDoshaReportSadeSatiItem]): Saturn in the 12th, 1st or 2nd sign from the natal Moon (UTC, to
            the minute); a cycle under way at birth starts at the birth time.
        dhaiya (list[AstroDoshaReportDhaiyaItem]): Saturn in the 4th (kantaka) or 8th (ashtama) sign from the natal
            Moon.
        window (AstroDoshaReportWindow):
    """

    language: AstroDoshaReportLanguage
    ayanamsa: AstroDoshaReportAyanamsa
    moon_sign: AstroDoshaReportMoonSign
    doshas: list[AstroDosha]
    sade_sati: list[AstroDoshaReportSadeSatiItem]
    dhaiya: list[AstroDoshaReportDhaiyaItem]
    window: AstroDoshaReportWindow
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        language = self.language.value

        ayanamsa = self.ayanamsa.to_dict()

        moon_sign = self.moon_sign.value

        doshas = []
        for doshas_item_data in self.doshas:
            doshas_item = doshas_item_data.to_dict()
            doshas.append(doshas_item)

        sade_sati = []
        for sade_sati_item_data in self.sade_sati:
            sade_sati_item = sade_sati_item_data.to_dict()
            sade_sati.append(sade_sati_item)

        dhaiya = []
        for dhaiya_item_data in self.dhaiya:
            dhaiya_item = dhaiya_item_data.to_dict()
            dhaiya.append(dhaiya_item)

        window = self.window.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "language": language,
                "ayanamsa": ayanamsa,
                "moon_sign": moon_sign,
                "doshas": doshas,
                "sade_sati": sade_sati,
                "dhaiya": dhaiya,
                "window": window,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_dosha import AstroDosha
        from ..models.astro_dosha_report_ayanamsa import AstroDoshaReportAyanamsa
        from ..models.astro_dosha_report_dhaiya_item import AstroDoshaReportDhaiyaItem
        from ..models.astro_dosha_report_sade_sati_item import (
            AstroDoshaReportSadeSatiItem,
        )
        from ..models.astro_dosha_report_window import AstroDoshaReportWindow

        d = dict(src_dict)
        language = AstroDoshaReportLanguage(d.pop("language"))

        ayanamsa = AstroDoshaReportAyanamsa.from_dict(d.pop("ayanamsa"))

        moon_sign = AstroDoshaReportMoonSign(d.pop("moon_sign"))

        doshas = []
        _doshas = d.pop("doshas")
        for doshas_item_data in _doshas:
            doshas_item = AstroDosha.from_dict(doshas_item_data)

            doshas.append(doshas_item)

        sade_sati = []
        _sade_sati = d.pop("sade_sati")
        for sade_sati_item_data in _sade_sati:
            sade_sati_item = AstroDoshaReportSadeSatiItem.from_dict(sade_sati_item_data)

            sade_sati.append(sade_sati_item)

        dhaiya = []
        _dhaiya = d.pop("dhaiya")
        for dhaiya_item_data in _dhaiya:
            dhaiya_item = AstroDoshaReportDhaiyaItem.from_dict(dhaiya_item_data)

            dhaiya.append(dhaiya_item)

        window = AstroDoshaReportWindow.from_dict(d.pop("window"))

        astro_dosha_report = cls(
            language=language,
            ayanamsa=ayanamsa,
            moon_sign=moon_sign,
            doshas=doshas,
            sade_sati=sade_sati,
            dhaiya=dhaiya,
            window=window,
        )

        astro_dosha_report.additional_properties = d
        return astro_dosha_report

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
