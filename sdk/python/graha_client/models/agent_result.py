from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.agent_result_steps_item import AgentResultStepsItem
    from ..models.agent_result_usage import AgentResultUsage
    from ..models.citation import Citation


T = TypeVar("T", bound="AgentResult")


@_attrs_define
class AgentResult:
    """
    Attributes:
        agent_id (str):
        output (str):
        usage (AgentResultUsage):
        steps (list[AgentResultStepsItem] | Unset): Tool calls the agent made, in order.
        citations (list[Citation] | Unset): The corpus notes of the classical rules the answer relies on, text in
            `context.language`. kundali-reader: the astrology chat model's citations. puja-planner: the muhurta rules
            (Muhurta Chintamani ch. 1) that decided the plan: an avoidance (rikta tithi, Amavasya, Vyatipata/Vaidhriti) that
            demoted or excluded a day of the range, a preference (Shukla paksha, shubha nakshatra, good tithi classes) a
            chosen day met, Vishti karana when a chosen window avoids it. temple-assistant: the tithi-at-kala observance
            rule (Nirnaya Sindhu) when it dates a tithi festival. A rule that decided nothing is never cited; empty when
            none did. A streamed run carries them in the `done` result.
    """

    agent_id: str
    output: str
    usage: AgentResultUsage
    steps: list[AgentResultStepsItem] | Unset = UNSET
    citations: list[Citation] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        agent_id = self.agent_id

        output = self.output

        usage = self.usage.to_dict()

        steps: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.steps, Unset):
            steps = []
            for steps_item_data in self.steps:
                steps_item = steps_item_data.to_dict()
                steps.append(steps_item)

        citations: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.citations, Unset):
            citations = []
            for citations_item_data in self.citations:
                citations_item = citations_item_data.to_dict()
                citations.append(citations_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "agent_id": agent_id,
                "output": output,
                "usage": usage,
            }
        )
        if steps is not UNSET:
            field_dict["steps"] = steps
        if citations is not UNSET:
            field_dict["citations"] = citations

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.agent_result_steps_item import AgentResultStepsItem
        from ..models.agent_result_usage import AgentResultUsage
        from ..models.citation import Citation

        d = dict(src_dict)
        agent_id = d.pop("agent_id")

        output = d.pop("output")

        usage = AgentResultUsage.from_dict(d.pop("usage"))

        _steps = d.pop("steps", UNSET)
        steps: list[AgentResultStepsItem] | Unset = UNSET
        if _steps is not UNSET:
            steps = []
            for steps_item_data in _steps:
                steps_item = AgentResultStepsItem.from_dict(steps_item_data)

                steps.append(steps_item)

        _citations = d.pop("citations", UNSET)
        citations: list[Citation] | Unset = UNSET
        if _citations is not UNSET:
            citations = []
            for citations_item_data in _citations:
                citations_item = Citation.from_dict(citations_item_data)

                citations.append(citations_item)

        agent_result = cls(
            agent_id=agent_id,
            output=output,
            usage=usage,
            steps=steps,
            citations=citations,
        )

        agent_result.additional_properties = d
        return agent_result

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
