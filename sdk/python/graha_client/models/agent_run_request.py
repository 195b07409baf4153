from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.agent_run_request_context import AgentRunRequestContext


T = TypeVar("T", bound="AgentRunRequest")


@_attrs_define
class AgentRunRequest:
    """
    Attributes:
        agent_id (str): One of the agents of GET /v1/agents (`temple-assistant`, `kundali-reader`, `puja-planner`); an
            unknown id is a 404 listing the known ones.
        input_ (str):
        context (AgentRunRequestContext | Unset):
        stream (bool | Unset):  Default: False.
        model (str | Unset): Chat model kundali-reader reasons with; default graha-astro-standard. The other agents use
            no model and ignore it.
    """

    agent_id: str
    input_: str
    context: AgentRunRequestContext | Unset = UNSET
    stream: bool | Unset = False
    model: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        agent_id = self.agent_id

        input_ = self.input_

        context: dict[str, Any] | Unset = UNSET
        if not isinstance(self.context, Unset):
            context = self.context.to_dict()

        stream = self.stream

        model = self.model

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "agent_id": agent_id,
                "input": input_,
            }
        )
        if context is not UNSET:
            field_dict["context"] = context
        if stream is not UNSET:
            field_dict["stream"] = stream
        if model is not UNSET:
            field_dict["model"] = model

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.agent_run_request_context import AgentRunRequestContext

        d = dict(src_dict)
        agent_id = d.pop("agent_id")

        input_ = d.pop("input")

        _context = d.pop("context", UNSET)
        context: AgentRunRequestContext | Unset
        if isinstance(_context, Unset):
            context = UNSET
        else:
            context = AgentRunRequestContext.from_dict(_context)

        stream = d.pop("stream", UNSET)

        model = d.pop("model", UNSET)

        agent_run_request = cls(
            agent_id=agent_id,
            input_=input_,
            context=context,
            stream=stream,
            model=model,
        )

        return agent_run_request
