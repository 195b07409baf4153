from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.agent_id import AgentId

T = TypeVar("T", bound="AgentListDataItem")


@_attrs_define
class AgentListDataItem:
    """
    Attributes:
        id (AgentId):
        name (str):
        description (str):
        tools (list[str]):
        context_fields (list[str]): The fields of the run request's `context` this agent reads (dotted paths).
        model (None | str): The default chat model the agent reasons with; null when it composes its answer from
            computed data without a language model.
    """

    id: AgentId
    name: str
    description: str
    tools: list[str]
    context_fields: list[str]
    model: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id.value

        name = self.name

        description = self.description

        tools = self.tools

        context_fields = self.context_fields

        model: None | str
        model = self.model

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "name": name,
                "description": description,
                "tools": tools,
                "context_fields": context_fields,
                "model": model,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = AgentId(d.pop("id"))

        name = d.pop("name")

        description = d.pop("description")

        tools = cast(list[str], d.pop("tools"))

        context_fields = cast(list[str], d.pop("context_fields"))

        def _parse_model(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        model = _parse_model(d.pop("model"))

        agent_list_data_item = cls(
            id=id,
            name=name,
            description=description,
            tools=tools,
            context_fields=context_fields,
            model=model,
        )

        agent_list_data_item.additional_properties = d
        return agent_list_data_item

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
