from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.astro_porutham_result_verdict import AstroPoruthamResultVerdict

if TYPE_CHECKING:
    from ..models.astro_match_person import AstroMatchPerson
    from ..models.astro_porutham import AstroPorutham


T = TypeVar("T", bound="AstroPoruthamResult")


@_attrs_define
class AstroPoruthamResult:
    """The ten South Indian poruthams (method=porutham).

    Attributes:
        method (Literal['porutham']):
        poruthams (list[AstroPorutham]):
        total (int):
        max_ (Literal[10]):
        essential_present (bool): Rajju and Vedha both present.
        verdict (AstroPoruthamResultVerdict):
        verdict_reason (str):
        boy (AstroMatchPerson):
        girl (AstroMatchPerson):
    """

    method: Literal["porutham"]
    poruthams: list[AstroPorutham]
    total: int
    max_: Literal[10]
    essential_present: bool
    verdict: AstroPoruthamResultVerdict
    verdict_reason: str
    boy: AstroMatchPerson
    girl: AstroMatchPerson
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        method = self.method

        poruthams = []
        for poruthams_item_data in self.poruthams:
            poruthams_item = poruthams_item_data.to_dict()
            poruthams.append(poruthams_item)

        total = self.total

        max_ = self.max_

        essential_present = self.essential_present

        verdict = self.verdict.value

        verdict_reason = self.verdict_reason

        boy = self.boy.to_dict()

        girl = self.girl.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "method": method,
                "poruthams": poruthams,
                "total": total,
                "max": max_,
                "essential_present": essential_present,
                "verdict": verdict,
                "verdict_reason": verdict_reason,
                "boy": boy,
                "girl": girl,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_match_person import AstroMatchPerson
        from ..models.astro_porutham import AstroPorutham

        d = dict(src_dict)
        method = cast(Literal["porutham"], d.pop("method"))
        if method != "porutham":
            raise ValueError(f"method must match const 'porutham', got '{method}'")

        poruthams = []
        _poruthams = d.pop("poruthams")
        for poruthams_item_data in _poruthams:
            poruthams_item = AstroPorutham.from_dict(poruthams_item_data)

            poruthams.append(poruthams_item)

        total = d.pop("total")

        max_ = cast(Literal[10], d.pop("max"))
        if max_ != 10:
            raise ValueError(f"max must match const 10, got '{max_}'")

        essential_present = d.pop("essential_present")

        verdict = AstroPoruthamResultVerdict(d.pop("verdict"))

        verdict_reason = d.pop("verdict_reason")

        boy = AstroMatchPerson.from_dict(d.pop("boy"))

        girl = AstroMatchPerson.from_dict(d.pop("girl"))

        astro_porutham_result = cls(
            method=method,
            poruthams=poruthams,
            total=total,
            max_=max_,
            essential_present=essential_present,
            verdict=verdict,
            verdict_reason=verdict_reason,
            boy=boy,
            girl=girl,
        )

        astro_porutham_result.additional_properties = d
        return astro_porutham_result

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
