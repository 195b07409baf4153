from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_jaimini_language import AstroJaiminiLanguage

if TYPE_CHECKING:
    from ..models.astro_jaimini_arudha_padas_item import AstroJaiminiArudhaPadasItem
    from ..models.astro_jaimini_ascendant import AstroJaiminiAscendant
    from ..models.astro_jaimini_ayanamsa import AstroJaiminiAyanamsa
    from ..models.astro_jaimini_chara_karakas_item import AstroJaiminiCharaKarakasItem
    from ..models.astro_jaimini_karaka_scheme import AstroJaiminiKarakaScheme
    from ..models.astro_jaimini_karakamsa import AstroJaiminiKarakamsa
    from ..models.astro_jaimini_point import AstroJaiminiPoint
    from ..models.astro_jaimini_rashi_drishti import AstroJaiminiRashiDrishti


T = TypeVar("T", bound="AstroJaimini")


@_attrs_define
class AstroJaimini:
    """
    Attributes:
        language (AstroJaiminiLanguage):
        ayanamsa (AstroJaiminiAyanamsa):
        karaka_scheme (AstroJaiminiKarakaScheme):
        ascendant (AstroJaiminiAscendant):
        chara_karakas (list[AstroJaiminiCharaKarakasItem]): Atmakaraka first.
        karakamsa (AstroJaiminiKarakamsa):
        arudha_padas (list[AstroJaiminiArudhaPadasItem]):
        arudha_lagna (AstroJaiminiPoint):
        upapada (AstroJaiminiPoint):
        arudha_rule (str):
        rashi_drishti (AstroJaiminiRashiDrishti):
    """

    language: AstroJaiminiLanguage
    ayanamsa: AstroJaiminiAyanamsa
    karaka_scheme: AstroJaiminiKarakaScheme
    ascendant: AstroJaiminiAscendant
    chara_karakas: list[AstroJaiminiCharaKarakasItem]
    karakamsa: AstroJaiminiKarakamsa
    arudha_padas: list[AstroJaiminiArudhaPadasItem]
    arudha_lagna: AstroJaiminiPoint
    upapada: AstroJaiminiPoint
    arudha_rule: str
    rashi_drishti: AstroJaiminiRashiDrishti
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        language = self.language.value

        ayanamsa = self.ayanamsa.to_dict()

        karaka_scheme = self.karaka_scheme.to_dict()

        ascendant = self.ascendant.to_dict()

        chara_karakas = []
        for chara_karakas_item_data in self.chara_karakas:
            chara_karakas_item = chara_karakas_item_data.to_dict()
            chara_karakas.append(chara_karakas_item)

        karakamsa = self.karakamsa.to_dict()

        arudha_padas = []
        for arudha_padas_item_data in self.arudha_padas:
            arudha_padas_item = arudha_padas_item_data.to_dict()
            arudha_padas.append(arudha_padas_item)

        arudha_lagna = self.arudha_lagna.to_dict()

        upapada = self.upapada.to_dict()

        arudha_rule = self.arudha_rule

        rashi_drishti = self.rashi_drishti.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "language": language,
                "ayanamsa": ayanamsa,
                "karaka_scheme": karaka_scheme,
                "ascendant": ascendant,
                "chara_karakas": chara_karakas,
                "karakamsa": karakamsa,
                "arudha_padas": arudha_padas,
                "arudha_lagna": arudha_lagna,
                "upapada": upapada,
                "arudha_rule": arudha_rule,
                "rashi_drishti": rashi_drishti,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_jaimini_arudha_padas_item import AstroJaiminiArudhaPadasItem
        from ..models.astro_jaimini_ascendant import AstroJaiminiAscendant
        from ..models.astro_jaimini_ayanamsa import AstroJaiminiAyanamsa
        from ..models.astro_jaimini_chara_karakas_item import (
            AstroJaiminiCharaKarakasItem,
        )
        from ..models.astro_jaimini_karaka_scheme import AstroJaiminiKarakaScheme
        from ..models.astro_jaimini_karakamsa import AstroJaiminiKarakamsa
        from ..models.astro_jaimini_point import AstroJaiminiPoint
        from ..models.astro_jaimini_rashi_drishti import AstroJaiminiRashiDrishti

        d = dict(src_dict)
        language = AstroJaiminiLanguage(d.pop("language"))

        ayanamsa = AstroJaiminiAyanamsa.from_dict(d.pop("ayanamsa"))

        karaka_scheme = AstroJaiminiKarakaScheme.from_dict(d.pop("karaka_scheme"))

        ascendant = AstroJaiminiAscendant.from_dict(d.pop("ascendant"))

        chara_karakas = []
        _chara_karakas = d.pop("chara_karakas")
        for chara_karakas_item_data in _chara_karakas:
            chara_karakas_item = AstroJaiminiCharaKarakasItem.from_dict(
                chara_karakas_item_data
            )

            chara_karakas.append(chara_karakas_item)

        karakamsa = AstroJaiminiKarakamsa.from_dict(d.pop("karakamsa"))

        arudha_padas = []
        _arudha_padas = d.pop("arudha_padas")
        for arudha_padas_item_data in _arudha_padas:
            arudha_padas_item = AstroJaiminiArudhaPadasItem.from_dict(
                arudha_padas_item_data
            )

            arudha_padas.append(arudha_padas_item)

        arudha_lagna = AstroJaiminiPoint.from_dict(d.pop("arudha_lagna"))

        upapada = AstroJaiminiPoint.from_dict(d.pop("upapada"))

        arudha_rule = d.pop("arudha_rule")

        rashi_drishti = AstroJaiminiRashiDrishti.from_dict(d.pop("rashi_drishti"))

        astro_jaimini = cls(
            language=language,
            ayanamsa=ayanamsa,
            karaka_scheme=karaka_scheme,
            ascendant=ascendant,
            chara_karakas=chara_karakas,
            karakamsa=karakamsa,
            arudha_padas=arudha_padas,
            arudha_lagna=arudha_lagna,
            upapada=upapada,
            arudha_rule=arudha_rule,
            rashi_drishti=rashi_drishti,
        )

        astro_jaimini.additional_properties = d
        return astro_jaimini

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
