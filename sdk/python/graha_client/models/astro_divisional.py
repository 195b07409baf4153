from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_divisional_language import AstroDivisionalLanguage

if TYPE_CHECKING:
    from ..models.astro_divisional_ayanamsa import AstroDivisionalAyanamsa
    from ..models.astro_divisional_conventions import AstroDivisionalConventions
    from ..models.astro_varga_chart import AstroVargaChart


T = TypeVar("T", bound="AstroDivisional")


@_attrs_define
class AstroDivisional:
    """
    Attributes:
        language (AstroDivisionalLanguage):
        ayanamsa (AstroDivisionalAyanamsa):
        conventions (AstroDivisionalConventions):
        charts (list[AstroVargaChart]):
    """

    language: AstroDivisionalLanguage
    ayanamsa: AstroDivisionalAyanamsa
    conventions: AstroDivisionalConventions
    charts: list[AstroVargaChart]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        language = self.language.value

        ayanamsa = self.ayanamsa.to_dict()

        conventions = self.conventions.to_dict()

        charts = []
        for charts_item_data in self.charts:
            charts_item = charts_item_data.to_dict()
            charts.append(charts_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "language": language,
                "ayanamsa": ayanamsa,
                "conventions": conventions,
                "charts": charts,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_divisional_ayanamsa import AstroDivisionalAyanamsa
        from ..models.astro_divisional_conventions import AstroDivisionalConventions
        from ..models.astro_varga_chart import AstroVargaChart

        d = dict(src_dict)
        language = AstroDivisionalLanguage(d.pop("language"))

        ayanamsa = AstroDivisionalAyanamsa.from_dict(d.pop("ayanamsa"))

        conventions = AstroDivisionalConventions.from_dict(d.pop("conventions"))

        charts = []
        _charts = d.pop("charts")
        for charts_item_data in _charts:
            charts_item = AstroVargaChart.from_dict(charts_item_data)

            charts.append(charts_item)

        astro_divisional = cls(
            language=language,
            ayanamsa=ayanamsa,
            conventions=conventions,
            charts=charts,
        )

        astro_divisional.additional_properties = d
        return astro_divisional

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
