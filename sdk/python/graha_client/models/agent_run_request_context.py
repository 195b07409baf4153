from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.agent_run_request_context_birth_details import (
        AgentRunRequestContextBirthDetails,
    )
    from ..models.agent_run_request_context_location import (
        AgentRunRequestContextLocation,
    )
    from ..models.agent_run_request_context_preferences import (
        AgentRunRequestContextPreferences,
    )


T = TypeVar("T", bound="AgentRunRequestContext")


@_attrs_define
class AgentRunRequestContext:
    """
    Attributes:
        birth_details (AgentRunRequestContextBirthDetails | Unset):
        location (AgentRunRequestContextLocation | Unset): Where the user is (temples, local panchang times). `lat` and
            `lon`, or a `place` name ("City", "City, State", "City, Country") geocoded offline when they are absent.
        preferences (AgentRunRequestContextPreferences | Unset): Preferences. Read by puja-planner: start_date, end_date
            (YYYY-MM-DD; default the 14 days from today, at most 62), duration_minutes (default 60); by temple-assistant:
            date (YYYY-MM-DD, default today). Other keys are ignored.
        language (str | Unset): ISO-639-1 language of the reply.
    """

    birth_details: AgentRunRequestContextBirthDetails | Unset = UNSET
    location: AgentRunRequestContextLocation | Unset = UNSET
    preferences: AgentRunRequestContextPreferences | Unset = UNSET
    language: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        birth_details: dict[str, Any] | Unset = UNSET
        if not isinstance(self.birth_details, Unset):
            birth_details = self.birth_details.to_dict()

        location: dict[str, Any] | Unset = UNSET
        if not isinstance(self.location, Unset):
            location = self.location.to_dict()

        preferences: dict[str, Any] | Unset = UNSET
        if not isinstance(self.preferences, Unset):
            preferences = self.preferences.to_dict()

        language = self.language

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if birth_details is not UNSET:
            field_dict["birth_details"] = birth_details
        if location is not UNSET:
            field_dict["location"] = location
        if preferences is not UNSET:
            field_dict["preferences"] = preferences
        if language is not UNSET:
            field_dict["language"] = language

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.agent_run_request_context_birth_details import (
            AgentRunRequestContextBirthDetails,
        )
        from ..models.agent_run_request_context_location import (
            AgentRunRequestContextLocation,
        )
        from ..models.agent_run_request_context_preferences import (
            AgentRunRequestContextPreferences,
        )

        d = dict(src_dict)
        _birth_details = d.pop("birth_details", UNSET)
        birth_details: AgentRunRequestContextBirthDetails | Unset
        if isinstance(_birth_details, Unset):
            birth_details = UNSET
        else:
            birth_details = AgentRunRequestContextBirthDetails.from_dict(_birth_details)

        _location = d.pop("location", UNSET)
        location: AgentRunRequestContextLocation | Unset
        if isinstance(_location, Unset):
            location = UNSET
        else:
            location = AgentRunRequestContextLocation.from_dict(_location)

        _preferences = d.pop("preferences", UNSET)
        preferences: AgentRunRequestContextPreferences | Unset
        if isinstance(_preferences, Unset):
            preferences = UNSET
        else:
            preferences = AgentRunRequestContextPreferences.from_dict(_preferences)

        language = d.pop("language", UNSET)

        agent_run_request_context = cls(
            birth_details=birth_details,
            location=location,
            preferences=preferences,
            language=language,
        )

        return agent_run_request_context
