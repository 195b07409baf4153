from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.astro_aspect import AstroAspect
    from ..models.astro_aspect_orbs import AstroAspectOrbs
    from ..models.astro_synastry_composite import AstroSynastryComposite
    from ..models.astro_synastry_davison import AstroSynastryDavison
    from ..models.astro_synastry_person_1 import AstroSynastryPerson1
    from ..models.astro_synastry_person_2 import AstroSynastryPerson2
    from ..models.astro_synastry_summary import AstroSynastrySummary


T = TypeVar("T", bound="AstroSynastry")


@_attrs_define
class AstroSynastry:
    """
    Attributes:
        person1 (AstroSynastryPerson1): The natal chart (as in /v1/astrology/aspects, without its aspects).
        person2 (AstroSynastryPerson2): The natal chart (as in /v1/astrology/aspects, without its aspects).
        orbs (AstroAspectOrbs): Orbs used, degrees.
        aspects (list[AstroAspect]):
        summary (AstroSynastrySummary):
        composite (AstroSynastryComposite):
        davison (AstroSynastryDavison): Davison chart: the midpoint in time (mean UT) and space (mean latitude, short-
            arc mean longitude).
        engine (str):
    """

    person1: AstroSynastryPerson1
    person2: AstroSynastryPerson2
    orbs: AstroAspectOrbs
    aspects: list[AstroAspect]
    summary: AstroSynastrySummary
    composite: AstroSynastryComposite
    davison: AstroSynastryDavison
    engine: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        person1 = self.person1.to_dict()

        person2 = self.person2.to_dict()

        orbs = self.orbs.to_dict()

        aspects = []
        for aspects_item_data in self.aspects:
            aspects_item = aspects_item_data.to_dict()
            aspects.append(aspects_item)

        summary = self.summary.to_dict()

        composite = self.composite.to_dict()

        davison = self.davison.to_dict()

        engine = self.engine

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "person1": person1,
                "person2": person2,
                "orbs": orbs,
                "aspects": aspects,
                "summary": summary,
                "composite": composite,
                "davison": davison,
                "engine": engine,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.astro_aspect import AstroAspect
        from ..models.astro_aspect_orbs import AstroAspectOrbs
        from ..models.astro_synastry_composite import AstroSynastryComposite
        from ..models.astro_synastry_davison import AstroSynastryDavison
        from ..models.astro_synastry_person_1 import AstroSynastryPerson1
        from ..models.astro_synastry_person_2 import AstroSynastryPerson2
        from ..models.astro_synastry_summary import AstroSynastrySummary

        d = dict(src_dict)
        person1 = AstroSynastryPerson1.from_dict(d.pop("person1"))

        person2 = AstroSynastryPerson2.from_dict(d.pop("person2"))

        orbs = AstroAspectOrbs.from_dict(d.pop("orbs"))

        aspects = []
        _aspects = d.pop("aspects")
        for aspects_item_data in _aspects:
            aspects_item = AstroAspect.from_dict(aspects_item_data)

            aspects.append(aspects_item)

        summary = AstroSynastrySummary.from_dict(d.pop("summary"))

        composite = AstroSynastryComposite.from_dict(d.pop("composite"))

        davison = AstroSynastryDavison.from_dict(d.pop("davison"))

        engine = d.pop("engine")

        astro_synastry = cls(
            person1=person1,
            person2=person2,
            orbs=orbs,
            aspects=aspects,
            summary=summary,
            composite=composite,
            davison=davison,
            engine=engine,
        )

        astro_synastry.additional_properties = d
        return astro_synastry

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
