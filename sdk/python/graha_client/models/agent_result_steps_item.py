from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.agent_result_steps_item_input import AgentResultStepsItemInput


T = TypeVar("T", bound="AgentResultStepsItem")


@_attrs_define
class AgentResultStepsItem:
    """
    Attributes:
        tool (str):
        input_ (AgentResultStepsItemInput): The arguments the agent gave the tool.
        output (Any): What the tool returned (a summary for large results).
    """

    tool: str
    input_: AgentResultStepsItemInput
    output: Any
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        tool = self.tool

        input_ = self.input_.to_dict()

        output = self.output

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "tool": tool,
                "input": input_,
                "output": output,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.agent_result_steps_item_input import AgentResultStepsItemInput

        d = dict(src_dict)
        tool = d.pop("tool")

        input_ = AgentResultStepsItemInput.from_dict(d.pop("input"))

        output = d.pop("output")

        agent_result_steps_item = cls(
            tool=tool,
            input_=input_,
            output=output,
        )

        agent_result_steps_item.additional_properties = d
        return agent_result_steps_item

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
