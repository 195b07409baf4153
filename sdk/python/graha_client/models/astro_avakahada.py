from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_avakahada_ascendant import AstroAvakahadaAscendant
from ..models.astro_avakahada_language import AstroAvakahadaLanguage
from ..models.astro_avakahada_nakshatra import AstroAvakahadaNakshatra
from ..models.astro_avakahada_nakshatra_lord import AstroAvakahadaNakshatraLord
from ..models.astro_avakahada_rasi import AstroAvakahadaRasi
from ..models.astro_avakahada_rasi_lord import AstroAvakahadaRasiLord
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.astro_avakahada_ayanamsa import AstroAvakahadaAyanamsa
    from ..models.astro_avakahada_karana import AstroAvakahadaKarana
    from ..models.astro_avakahada_paya import AstroAvakahadaPaya
    from ..models.astro_avakahada_tithi import AstroAvakahadaTithi
    from ..models.astro_avakahada_yoga import AstroAvakahadaYoga
    from ..models.astro_named_value import AstroNamedValue


T = TypeVar("T", bound="AstroAvakahada")


@_attrs_define
class AstroAvakahada:
    """Avakahada chakra (birth-details table) from the sidereal Moon, Sun and ascendant.

    Attributes:
        language (AstroAvakahadaLanguage):
        ayanamsa (AstroAvakahadaAyanamsa):
        ascendant (AstroAvakahadaAscendant):
        rasi (AstroAvakahadaRasi): Moon sign.
        rasi_lord (AstroAvakahadaRasiLord):
        nakshatra (AstroAvakahadaNakshatra):
        nakshatra_lord (AstroAvakahadaNakshatraLord):
        pada (int):
        varna (AstroNamedValue):
        vashya (AstroNamedValue):
        yoni (AstroNamedValue):
        gana (AstroNamedValue):
        nadi (AstroNamedValue):
        paya (AstroAvakahadaPaya): Moon's house from the lagna: 1, 6, 11 Gold; 2, 5, 9 Silver; 3, 7, 10 Copper; 4, 8, 12
            Iron.
        tithi (AstroAvakahadaTithi):
        yoga (AstroAvakahadaYoga):
        karana (AstroAvakahadaKarana):
        name_syllable (AstroNamedValue):
        ascendant_local (str | Unset): Name in the requested language (hi, ta); absent for en.
        rasi_local (str | Unset): Name in the requested language (hi, ta); absent for en.
        nakshatra_local (str | Unset): Name in the requested language (hi, ta); absent for en.
    """

    language: AstroAvakahadaLanguage
    ayanamsa: AstroAvakahadaAyanamsa
    ascendant: AstroAvakahadaAscendant
    rasi: AstroAvakahadaRasi
    rasi_lord: AstroAvakahadaRasiLord
    nakshatra: AstroAvakahadaNakshatra
    nakshatra_lord: AstroAvakahadaNakshatraLord
    pada: int
    varna: AstroNamedValue
    vashya: AstroNamedValue
    yoni: AstroNamedValue
    gana: AstroNamedValue
    nadi: AstroNamedValue
    paya: AstroAvakahadaPaya
    tithi: AstroAvakahadaTithi
    yoga: AstroAvakahadaYoga
    karana: AstroAvakahadaKarana
    name_syllable: AstroNamedValue
    ascendant_local: str | Unset = UNSET
    rasi_local: str | Unset = UNSET
    nakshatra_local: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        language = self.language.value

        ayanamsa = self.ayanamsa.to_dict()

        ascendant = self.ascendant.value

        rasi = self.rasi.value

        rasi_lord = self.rasi_lord.value

        nakshatra = self.nakshatra.value

        nakshatra_lord = self.nakshatra_lord.value

        pada = self.pada

        varna = self.varna.to_dict()

        vashya = self.vashya.to_dict()

        yoni = self.yoni.to_dict()

        gana = self.gana.to_dict()

        nadi = self.nadi.to_dict()

        paya = self.paya.to_dict()

        tithi = self.tithi.to_dict()

        yoga = self.yoga.to_dict()

        karana = self.karana.to_dict()

        name_syllable = self.name_syllable.to_dict()

        ascendant_local = self.ascendant_local

        rasi_local = self.rasi_local

        nakshatra_local = self.nakshatra_local

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "language": language,
                "ayanamsa": ayanamsa,
                "ascendant": ascendant,
                "rasi": rasi,
                "rasi_lord": rasi_lord,
                "nakshatra": nakshatra,
                "nakshatra_lord": nakshatra_lord,
                "pada": pada,
                "varna": varna,
                "vashya": vashya,
                "yoni": yoni,
                "gana": gana,
                "nadi": nadi,
                "paya": paya,
                "tithi": tithi,
                "yoga": yoga,
                "karana": karana,
                "name_syllable": name_syllable,
            }
        )
        if ascendant_local is not UNSET:
            field_dict["ascendant_local"] = ascendant_local
        if rasi_local is not UNSET:
            field_dict["rasi_local"] = rasi_local
        if nakshatra_local is not UNSET:
            field_dict["nakshatra_local"] = nakshatra_local

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_avakahada_ayanamsa import AstroAvakahadaAyanamsa
        from ..models.astro_avakahada_karana import AstroAvakahadaKarana
        from ..models.astro_avakahada_paya import AstroAvakahadaPaya
        from ..models.astro_avakahada_tithi import AstroAvakahadaTithi
        from ..models.astro_avakahada_yoga import AstroAvakahadaYoga
        from ..models.astro_named_value import AstroNamedValue

        d = dict(src_dict)
        language = AstroAvakahadaLanguage(d.pop("language"))

        ayanamsa = AstroAvakahadaAyanamsa.from_dict(d.pop("ayanamsa"))

        ascendant = AstroAvakahadaAscendant(d.pop("ascendant"))

        rasi = AstroAvakahadaRasi(d.pop("rasi"))

        rasi_lord = AstroAvakahadaRasiLord(d.pop("rasi_lord"))

        nakshatra = AstroAvakahadaNakshatra(d.pop("nakshatra"))

        nakshatra_lord = AstroAvakahadaNakshatraLord(d.pop("nakshatra_lord"))

        pada = d.pop("pada")

        varna = AstroNamedValue.from_dict(d.pop("varna"))

        vashya = AstroNamedValue.from_dict(d.pop("vashya"))

        yoni = AstroNamedValue.from_dict(d.pop("yoni"))

        gana = AstroNamedValue.from_dict(d.pop("gana"))

        nadi = AstroNamedValue.from_dict(d.pop("nadi"))

        paya = AstroAvakahadaPaya.from_dict(d.pop("paya"))

        tithi = AstroAvakahadaTithi.from_dict(d.pop("tithi"))

        yoga = AstroAvakahadaYoga.from_dict(d.pop("yoga"))

        karana = AstroAvakahadaKarana.from_dict(d.pop("karana"))

        name_syllable = AstroNamedValue.from_dict(d.pop("name_syllable"))

        ascendant_local = d.pop("ascendant_local", UNSET)

        rasi_local = d.pop("rasi_local", UNSET)

        nakshatra_local = d.pop("nakshatra_local", UNSET)

        astro_avakahada = cls(
            language=language,
            ayanamsa=ayanamsa,
            ascendant=ascendant,
            rasi=rasi,
            rasi_lord=rasi_lord,
            nakshatra=nakshatra,
            nakshatra_lord=nakshatra_lord,
            pada=pada,
            varna=varna,
            vashya=vashya,
            yoni=yoni,
            gana=gana,
            nadi=nadi,
            paya=paya,
            tithi=tithi,
            yoga=yoga,
            karana=karana,
            name_syllable=name_syllable,
            ascendant_local=ascendant_local,
            rasi_local=rasi_local,
            nakshatra_local=nakshatra_local,
        )

        astro_avakahada.additional_properties = d
        return astro_avakahada

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
