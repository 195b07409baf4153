from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.agent_result import AgentResult
from ...models.agent_run_request import AgentRunRequest
from ...models.error import Error
from ...types import Response


def _get_kwargs(
    *,
    body: AgentRunRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/agents/run",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AgentResult | Error | None:
    if response.status_code == 200:
        response_200 = AgentResult.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 402:
        response_402 = Error.from_dict(response.json())

        return response_402

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

    if response.status_code == 413:
        response_413 = Error.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Error.from_dict(response.json())

        return response_415

    if response.status_code == 429:
        response_429 = Error.from_dict(response.json())

        return response_429

    if response.status_code == 500:
        response_500 = Error.from_dict(response.json())

        return response_500

    if response.status_code == 503:
        response_503 = Error.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[AgentResult | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: AgentRunRequest,
) -> Response[AgentResult | Error]:
    """Run an agent

     Runs one pre-built agent on `input`. Known agents (the full list, our decision): `temple-assistant`,
    `kundali-reader`, `puja-planner`. With `stream: true` the reply is `text/event-stream` (our
    decision): events
    `data: {"type":"delta","content":"..."}` carry output text, one final `data:
    {"type":"done","result":{...}}`
    carries the complete AgentResult, then `data: [DONE]`. Each event is an AgentStreamEvent (see
    AgentStreamSseEvent). An error after the stream has started is sent as `data: {"error": {...}}` with
    the
    standard error envelope (schema `Error`), and the stream ends (no `[DONE]`). An unknown `agent_id`
    is a 404
    whose message lists the known agents (GET /v1/agents).

    - `kundali-reader` runs the question through the chat gateway with `model` (default `graha-astro-
    standard`),
      passing `context.birth_details` and `context.language` as the structured system message of the
    astrology
      models (`{"birth_details": {...}, "language": "en"}`); it is billed as that chat call (per input
    and output
      token at the model's rate) and subject to the same limits; citations come from the model's answer.
    - `puja-planner` and `temple-assistant` compose their answer from computed panchang and festival
    data (no
      language model; `model` is ignored), cite the classical notes of the rules that decided the answer
    in
      `citations`, and are billed per input and output token at their own rates
      (`graha-agent-puja-planner`, `graha-agent-temple-assistant` in the price table). They need
      `context.location`: `lat` and `lon`, or a `place` name geocoded offline as the astrology chat does
    ("Chennai,
      India", "Salem, Tamil Nadu"); without either it is a 400 naming `context.location`, and an
    ambiguous or
      unknown place a 400 naming `context.location.place` whose message lists the candidates to send
    back.

    Args:
        body (AgentRunRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AgentResult | Error]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: AgentRunRequest,
) -> AgentResult | Error | None:
    """Run an agent

     Runs one pre-built agent on `input`. Known agents (the full list, our decision): `temple-assistant`,
    `kundali-reader`, `puja-planner`. With `stream: true` the reply is `text/event-stream` (our
    decision): events
    `data: {"type":"delta","content":"..."}` carry output text, one final `data:
    {"type":"done","result":{...}}`
    carries the complete AgentResult, then `data: [DONE]`. Each event is an AgentStreamEvent (see
    AgentStreamSseEvent). An error after the stream has started is sent as `data: {"error": {...}}` with
    the
    standard error envelope (schema `Error`), and the stream ends (no `[DONE]`). An unknown `agent_id`
    is a 404
    whose message lists the known agents (GET /v1/agents).

    - `kundali-reader` runs the question through the chat gateway with `model` (default `graha-astro-
    standard`),
      passing `context.birth_details` and `context.language` as the structured system message of the
    astrology
      models (`{"birth_details": {...}, "language": "en"}`); it is billed as that chat call (per input
    and output
      token at the model's rate) and subject to the same limits; citations come from the model's answer.
    - `puja-planner` and `temple-assistant` compose their answer from computed panchang and festival
    data (no
      language model; `model` is ignored), cite the classical notes of the rules that decided the answer
    in
      `citations`, and are billed per input and output token at their own rates
      (`graha-agent-puja-planner`, `graha-agent-temple-assistant` in the price table). They need
      `context.location`: `lat` and `lon`, or a `place` name geocoded offline as the astrology chat does
    ("Chennai,
      India", "Salem, Tamil Nadu"); without either it is a 400 naming `context.location`, and an
    ambiguous or
      unknown place a 400 naming `context.location.place` whose message lists the candidates to send
    back.

    Args:
        body (AgentRunRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AgentResult | Error
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: AgentRunRequest,
) -> Response[AgentResult | Error]:
    """Run an agent

     Runs one pre-built agent on `input`. Known agents (the full list, our decision): `temple-assistant`,
    `kundali-reader`, `puja-planner`. With `stream: true` the reply is `text/event-stream` (our
    decision): events
    `data: {"type":"delta","content":"..."}` carry output text, one final `data:
    {"type":"done","result":{...}}`
    carries the complete AgentResult, then `data: [DONE]`. Each event is an AgentStreamEvent (see
    AgentStreamSseEvent). An error after the stream has started is sent as `data: {"error": {...}}` with
    the
    standard error envelope (schema `Error`), and the stream ends (no `[DONE]`). An unknown `agent_id`
    is a 404
    whose message lists the known agents (GET /v1/agents).

    - `kundali-reader` runs the question through the chat gateway with `model` (default `graha-astro-
    standard`),
      passing `context.birth_details` and `context.language` as the structured system message of the
    astrology
      models (`{"birth_details": {...}, "language": "en"}`); it is billed as that chat call (per input
    and output
      token at the model's rate) and subject to the same limits; citations come from the model's answer.
    - `puja-planner` and `temple-assistant` compose their answer from computed panchang and festival
    data (no
      language model; `model` is ignored), cite the classical notes of the rules that decided the answer
    in
      `citations`, and are billed per input and output token at their own rates
      (`graha-agent-puja-planner`, `graha-agent-temple-assistant` in the price table). They need
      `context.location`: `lat` and `lon`, or a `place` name geocoded offline as the astrology chat does
    ("Chennai,
      India", "Salem, Tamil Nadu"); without either it is a 400 naming `context.location`, and an
    ambiguous or
      unknown place a 400 naming `context.location.place` whose message lists the candidates to send
    back.

    Args:
        body (AgentRunRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AgentResult | Error]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: AgentRunRequest,
) -> AgentResult | Error | None:
    """Run an agent

     Runs one pre-built agent on `input`. Known agents (the full list, our decision): `temple-assistant`,
    `kundali-reader`, `puja-planner`. With `stream: true` the reply is `text/event-stream` (our
    decision): events
    `data: {"type":"delta","content":"..."}` carry output text, one final `data:
    {"type":"done","result":{...}}`
    carries the complete AgentResult, then `data: [DONE]`. Each event is an AgentStreamEvent (see
    AgentStreamSseEvent). An error after the stream has started is sent as `data: {"error": {...}}` with
    the
    standard error envelope (schema `Error`), and the stream ends (no `[DONE]`). An unknown `agent_id`
    is a 404
    whose message lists the known agents (GET /v1/agents).

    - `kundali-reader` runs the question through the chat gateway with `model` (default `graha-astro-
    standard`),
      passing `context.birth_details` and `context.language` as the structured system message of the
    astrology
      models (`{"birth_details": {...}, "language": "en"}`); it is billed as that chat call (per input
    and output
      token at the model's rate) and subject to the same limits; citations come from the model's answer.
    - `puja-planner` and `temple-assistant` compose their answer from computed panchang and festival
    data (no
      language model; `model` is ignored), cite the classical notes of the rules that decided the answer
    in
      `citations`, and are billed per input and output token at their own rates
      (`graha-agent-puja-planner`, `graha-agent-temple-assistant` in the price table). They need
      `context.location`: `lat` and `lon`, or a `place` name geocoded offline as the astrology chat does
    ("Chennai,
      India", "Salem, Tamil Nadu"); without either it is a 400 naming `context.location`, and an
    ambiguous or
      unknown place a 400 naming `context.location.place` whose message lists the candidates to send
    back.

    Args:
        body (AgentRunRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AgentResult | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
