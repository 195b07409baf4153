from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_bhava_chart_language import AstroBhavaChartLanguage
from ..models.astro_bhava_chart_method import AstroBhavaChartMethod

if TYPE_CHECKING:
    from ..models.astro_bhava import AstroBhava
    from ..models.astro_bhava_chart_ayanamsa import AstroBhavaChartAyanamsa


T = TypeVar("T", bound="AstroBhavaChart")


@_attrs_define
class AstroBhavaChart:
    """
    Attributes:
        language (AstroBhavaChartLanguage):
        ayanamsa (AstroBhavaChartAyanamsa):
        method (AstroBhavaChartMethod):
        ascendant (float):
        mc (float):
        bhavas (list[AstroBhava]):
    """

    language: AstroBhavaChartLanguage
    ayanamsa: AstroBhavaChartAyanamsa
    method: AstroBhavaChartMethod
    ascendant: float
    mc: float
    bhavas: list[AstroBhava]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        language = self.language.value

        ayanamsa = self.ayanamsa.to_dict()

        method = self.method.value

        ascendant = self.ascendant

        mc = self.mc

        bhavas = []
        for bhavas_item_data in self.bhavas:
            bhavas_item = bhavas_item_data.to_dict()
            bhavas.append(bhavas_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "language": language,
                "ayanamsa": ayanamsa,
                "method": method,
                "ascendant": ascendant,
                "mc": mc,
                "bhavas": bhavas,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_bhava import AstroBhava
        from ..models.astro_bhava_chart_ayanamsa import AstroBhavaChartAyanamsa

        d = dict(src_dict)
        language = AstroBhavaChartLanguage(d.pop("language"))

        ayanamsa = AstroBhavaChartAyanamsa.from_dict(d.pop("ayanamsa"))

        method = AstroBhavaChartMethod(d.pop("method"))

        ascendant = d.pop("ascendant")

        mc = d.pop("mc")

        bhavas = []
        _bhavas = d.pop("bhavas")
        for bhavas_item_data in _bhavas:
            bhavas_item = AstroBhava.from_dict(bhavas_item_data)

            bhavas.append(bhavas_item)

        astro_bhava_chart = cls(
            language=language,
            ayanamsa=ayanamsa,
            method=method,
            ascendant=ascendant,
            mc=mc,
            bhavas=bhavas,
        )

        astro_bhava_chart.additional_properties = d
        return astro_bhava_chart

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
