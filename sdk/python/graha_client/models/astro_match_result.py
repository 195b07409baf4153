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

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.astro_koot import AstroKoot
    from ..models.astro_match_person import AstroMatchPerson
    from ..models.astro_match_result_mangal_dosha import AstroMatchResultMangalDosha
    from ..models.astro_match_result_pariharas import AstroMatchResultPariharas


T = TypeVar("T", bound="AstroMatchResult")


@_attrs_define
class AstroMatchResult:
    """
    Attributes:
        total_score (float):
        max_score (Literal[36]):
        koots (list[AstroKoot]):
        mangal_dosha (AstroMatchResultMangalDosha):
        boy (AstroMatchPerson):
        girl (AstroMatchPerson):
        method (Literal['ashtakoota'] | Unset):
        pariharas (AstroMatchResultPariharas | Unset): The raw table total and the cancellations (parihara) that changed
            a score.
    """

    total_score: float
    max_score: Literal[36]
    koots: list[AstroKoot]
    mangal_dosha: AstroMatchResultMangalDosha
    boy: AstroMatchPerson
    girl: AstroMatchPerson
    method: Literal["ashtakoota"] | Unset = UNSET
    pariharas: AstroMatchResultPariharas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        total_score = self.total_score

        max_score = self.max_score

        koots = []
        for koots_item_data in self.koots:
            koots_item = koots_item_data.to_dict()
            koots.append(koots_item)

        mangal_dosha = self.mangal_dosha.to_dict()

        boy = self.boy.to_dict()

        girl = self.girl.to_dict()

        method = self.method

        pariharas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.pariharas, Unset):
            pariharas = self.pariharas.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "total_score": total_score,
                "max_score": max_score,
                "koots": koots,
                "mangal_dosha": mangal_dosha,
                "boy": boy,
                "girl": girl,
            }
        )
        if method is not UNSET:
            field_dict["method"] = method
        if pariharas is not UNSET:
            field_dict["pariharas"] = pariharas

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_koot import AstroKoot
        from ..models.astro_match_person import AstroMatchPerson
        from ..models.astro_match_result_mangal_dosha import AstroMatchResultMangalDosha
        from ..models.astro_match_result_pariharas import AstroMatchResultPariharas

        d = dict(src_dict)
        total_score = d.pop("total_score")

        max_score = cast(Literal[36], d.pop("max_score"))
        if max_score != 36:
            raise ValueError(f"max_score must match const 36, got '{max_score}'")

        koots = []
        _koots = d.pop("koots")
        for koots_item_data in _koots:
            koots_item = AstroKoot.from_dict(koots_item_data)

            koots.append(koots_item)

        mangal_dosha = AstroMatchResultMangalDosha.from_dict(d.pop("mangal_dosha"))

        boy = AstroMatchPerson.from_dict(d.pop("boy"))

        girl = AstroMatchPerson.from_dict(d.pop("girl"))

        method = cast(Literal["ashtakoota"] | Unset, d.pop("method", UNSET))
        if method != "ashtakoota" and not isinstance(method, Unset):
            raise ValueError(f"method must match const 'ashtakoota', got '{method}'")

        _pariharas = d.pop("pariharas", UNSET)
        pariharas: AstroMatchResultPariharas | Unset
        if isinstance(_pariharas, Unset):
            pariharas = UNSET
        else:
            pariharas = AstroMatchResultPariharas.from_dict(_pariharas)

        astro_match_result = cls(
            total_score=total_score,
            max_score=max_score,
            koots=koots,
            mangal_dosha=mangal_dosha,
            boy=boy,
            girl=girl,
            method=method,
            pariharas=pariharas,
        )

        astro_match_result.additional_properties = d
        return astro_match_result

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
