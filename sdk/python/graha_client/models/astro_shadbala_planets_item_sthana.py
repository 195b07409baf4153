from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AstroShadbalaPlanetsItemSthana")


@_attrs_define
class AstroShadbalaPlanetsItemSthana:
    """Positional strength (BPHS 27.1-7).

    Attributes:
        uchcha (float):
        saptavargaja (float):
        ojayugma (float):
        kendradi (float):
        drekkana (float):
        total (float):
    """

    uchcha: float
    saptavargaja: float
    ojayugma: float
    kendradi: float
    drekkana: float
    total: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        uchcha = self.uchcha

        saptavargaja = self.saptavargaja

        ojayugma = self.ojayugma

        kendradi = self.kendradi

        drekkana = self.drekkana

        total = self.total

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "uchcha": uchcha,
                "saptavargaja": saptavargaja,
                "ojayugma": ojayugma,
                "kendradi": kendradi,
                "drekkana": drekkana,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        uchcha = d.pop("uchcha")

        saptavargaja = d.pop("saptavargaja")

        ojayugma = d.pop("ojayugma")

        kendradi = d.pop("kendradi")

        drekkana = d.pop("drekkana")

        total = d.pop("total")

        astro_shadbala_planets_item_sthana = cls(
            uchcha=uchcha,
            saptavargaja=saptavargaja,
            ojayugma=ojayugma,
            kendradi=kendradi,
            drekkana=drekkana,
            total=total,
        )

        astro_shadbala_planets_item_sthana.additional_properties = d
        return astro_shadbala_planets_item_sthana

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
