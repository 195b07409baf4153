from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="AstroAshtakavargaPlanetPinda")


@_attrs_define
class AstroAshtakavargaPlanetPinda:
    """BPHS ch. 69, from the reduced bindus.

    Attributes:
        rasi (int):
        graha (int):
        shodhya (int):
    """

    rasi: int
    graha: int
    shodhya: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        rasi = self.rasi

        graha = self.graha

        shodhya = self.shodhya

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "rasi": rasi,
                "graha": graha,
                "shodhya": shodhya,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        rasi = d.pop("rasi")

        graha = d.pop("graha")

        shodhya = d.pop("shodhya")

        astro_ashtakavarga_planet_pinda = cls(
            rasi=rasi,
            graha=graha,
            shodhya=shodhya,
        )

        astro_ashtakavarga_planet_pinda.additional_properties = d
        return astro_ashtakavarga_planet_pinda

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
