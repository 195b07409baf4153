from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.chat_completion import ChatCompletion
from ...models.chat_completion_request import ChatCompletionRequest
from ...models.error import Error
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: ChatCompletionRequest,
    idempotency_key: str | Unset = UNSET,
    x_endpoint_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    if not isinstance(x_endpoint_id, Unset):
        headers["X-Endpoint-Id"] = x_endpoint_id

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/chat/completions",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> ChatCompletion | Error | None:
    if response.status_code == 200:
        response_200 = ChatCompletion.from_dict(response.json())

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

    if response.status_code == 409:
        response_409 = Error.from_dict(response.json())

        return response_409

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
) -> Response[ChatCompletion | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ChatCompletionRequest,
    idempotency_key: str | Unset = UNSET,
    x_endpoint_id: str | Unset = UNSET,
) -> Response[ChatCompletion | Error]:
    """Create a chat completion

     OpenAI-compatible chat completion. Serves the Graha astrology models (`graha-astro-standard`,
    `graha-astro-fast`, `graha-astro-pro`), hosted third-party proprietary models, open-weight models
    and
    fine-tuned model ids through one endpoint. Function calling (`tools`) and image input (`image_url`
    content
    parts) are accepted only for models whose `capabilities.function_calling` / `capabilities.vision` is
    true in
    GET /v1/models; otherwise the call fails with 400 naming the capability. Only `n: 1` is supported.
    An unknown
    model is 404 (`param: model`). Upstream overload, rate limiting or timeouts answer 503 with `Retry-
    After`; an
    upstream's refusal of the request answers 400 with the upstream's message.

    Astrology models (`graha-astro-fast`, `graha-astro-standard`, `graha-astro-pro`): the answer is
    computed, not
    generated. The birth date, time and place are read from the conversation (free text such as
    "12/03/1990",
    "12 March 1990", "2:30 pm", "14:30", Hindi and Tamil month names, including earlier turns) or from a
    system
    message whose whole content is a JSON object: `{"birth_details": {"date": "YYYY-MM-DD", "time":
    "HH:MM",
    "place": "City, Country"}, "language": "en" | "hi" | "ta"}`, where `birth_details` may carry `lat`,
    `lon` and
    optional `tz` (hours) instead of `place` and optional `gender`, plus an optional
    `partner_birth_details` of the
    same shape for compatibility. A missing detail or an ambiguous place is answered with a question
    asking for it.
    The chart is computed with the astrology engine (vedic, Lahiri), and the answer, in the question's
    language or
    `language`, cites the classical notes whose rule holds for that chart in
    `choices[].message.citations`, with
    2-4 suggested next questions in `choices[].message.follow_ups` (streamed: on the delta of the chunk
    carrying
    `finish_reason`). fast: chart facts and a short answer, no citations; standard: adds the running
    dasha and 3
    citations; pro: adds the D9 and D10 divisional charts, transits for the asked period and 5
    citations.
    `max_tokens` and `stop` apply and usage is counted with a BPE tokenizer. Astrology models never use
    prompt
    caching.

    With `stream: true` the reply is `text/event-stream`: each event is `data: <json>\\n\\n` where
    `<json>` is a
    `ChatCompletionChunk`, and the stream ends with `data: [DONE]\\n\\n`. With
    `stream_options.include_usage: true`
    one extra chunk with empty `choices` and a `usage` object is sent just before `[DONE]` (all other
    chunks have
    `usage: null`). An error after the stream has started is sent as one event
    `data: {"error": {...}}` carrying the standard error envelope (schema `Error`), and then the stream
    ends (no `[DONE]`).
    A stream is billed for the tokens generated, also when the client disconnects (the upstream call is
    cancelled). `usage.cache_creation_tokens` / `usage.cache_read_tokens` are present when prompt
    caching is
    active: for proprietary models as reported by the provider, for open-weight models on a dedicated
    endpoint as
    tracked by Graha per endpoint (idle prefixes expire after 5 minutes).

    With an `Idempotency-Key` header, a retry with the same key, the same body and the same `X-Endpoint-
    Id` within
    24 hours gets the first answer again (header `idempotent-replayed: true`) and is not charged again;
    a streamed
    answer is replayed as the same events. The same key with another body or endpoint is 409
    `idempotency_key_reused`. While the first call runs, a retry is 409 `idempotency_in_progress`. A
    call that failed, or a
    stream that failed or that the client left before its end, frees the key: the retry runs (and is
    charged) anew.
    Without the header every call is a new generation, as with OpenAI.

    Args:
        idempotency_key (str | Unset):
        x_endpoint_id (str | Unset):
        body (ChatCompletionRequest): OpenAI-compatible request. As in OpenAI's own contract, the
            optional tuning fields also accept `null`, meaning "use the default", and a field the
            contract does not name is refused (400 "... is not a recognised parameter") rather than
            passed to an upstream unchecked. OpenAI fields whose cost or output Graha cannot account
            for (`audio`, audio `modalities`, `prediction`, `web_search_options`, `service_tier` other
            than `auto`/`default`, `store: true`) are named here and answer 400 saying why.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChatCompletion | Error]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
        x_endpoint_id=x_endpoint_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: ChatCompletionRequest,
    idempotency_key: str | Unset = UNSET,
    x_endpoint_id: str | Unset = UNSET,
) -> ChatCompletion | Error | None:
    """Create a chat completion

     OpenAI-compatible chat completion. Serves the Graha astrology models (`graha-astro-standard`,
    `graha-astro-fast`, `graha-astro-pro`), hosted third-party proprietary models, open-weight models
    and
    fine-tuned model ids through one endpoint. Function calling (`tools`) and image input (`image_url`
    content
    parts) are accepted only for models whose `capabilities.function_calling` / `capabilities.vision` is
    true in
    GET /v1/models; otherwise the call fails with 400 naming the capability. Only `n: 1` is supported.
    An unknown
    model is 404 (`param: model`). Upstream overload, rate limiting or timeouts answer 503 with `Retry-
    After`; an
    upstream's refusal of the request answers 400 with the upstream's message.

    Astrology models (`graha-astro-fast`, `graha-astro-standard`, `graha-astro-pro`): the answer is
    computed, not
    generated. The birth date, time and place are read from the conversation (free text such as
    "12/03/1990",
    "12 March 1990", "2:30 pm", "14:30", Hindi and Tamil month names, including earlier turns) or from a
    system
    message whose whole content is a JSON object: `{"birth_details": {"date": "YYYY-MM-DD", "time":
    "HH:MM",
    "place": "City, Country"}, "language": "en" | "hi" | "ta"}`, where `birth_details` may carry `lat`,
    `lon` and
    optional `tz` (hours) instead of `place` and optional `gender`, plus an optional
    `partner_birth_details` of the
    same shape for compatibility. A missing detail or an ambiguous place is answered with a question
    asking for it.
    The chart is computed with the astrology engine (vedic, Lahiri), and the answer, in the question's
    language or
    `language`, cites the classical notes whose rule holds for that chart in
    `choices[].message.citations`, with
    2-4 suggested next questions in `choices[].message.follow_ups` (streamed: on the delta of the chunk
    carrying
    `finish_reason`). fast: chart facts and a short answer, no citations; standard: adds the running
    dasha and 3
    citations; pro: adds the D9 and D10 divisional charts, transits for the asked period and 5
    citations.
    `max_tokens` and `stop` apply and usage is counted with a BPE tokenizer. Astrology models never use
    prompt
    caching.

    With `stream: true` the reply is `text/event-stream`: each event is `data: <json>\\n\\n` where
    `<json>` is a
    `ChatCompletionChunk`, and the stream ends with `data: [DONE]\\n\\n`. With
    `stream_options.include_usage: true`
    one extra chunk with empty `choices` and a `usage` object is sent just before `[DONE]` (all other
    chunks have
    `usage: null`). An error after the stream has started is sent as one event
    `data: {"error": {...}}` carrying the standard error envelope (schema `Error`), and then the stream
    ends (no `[DONE]`).
    A stream is billed for the tokens generated, also when the client disconnects (the upstream call is
    cancelled). `usage.cache_creation_tokens` / `usage.cache_read_tokens` are present when prompt
    caching is
    active: for proprietary models as reported by the provider, for open-weight models on a dedicated
    endpoint as
    tracked by Graha per endpoint (idle prefixes expire after 5 minutes).

    With an `Idempotency-Key` header, a retry with the same key, the same body and the same `X-Endpoint-
    Id` within
    24 hours gets the first answer again (header `idempotent-replayed: true`) and is not charged again;
    a streamed
    answer is replayed as the same events. The same key with another body or endpoint is 409
    `idempotency_key_reused`. While the first call runs, a retry is 409 `idempotency_in_progress`. A
    call that failed, or a
    stream that failed or that the client left before its end, frees the key: the retry runs (and is
    charged) anew.
    Without the header every call is a new generation, as with OpenAI.

    Args:
        idempotency_key (str | Unset):
        x_endpoint_id (str | Unset):
        body (ChatCompletionRequest): OpenAI-compatible request. As in OpenAI's own contract, the
            optional tuning fields also accept `null`, meaning "use the default", and a field the
            contract does not name is refused (400 "... is not a recognised parameter") rather than
            passed to an upstream unchecked. OpenAI fields whose cost or output Graha cannot account
            for (`audio`, audio `modalities`, `prediction`, `web_search_options`, `service_tier` other
            than `auto`/`default`, `store: true`) are named here and answer 400 saying why.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChatCompletion | Error
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
        x_endpoint_id=x_endpoint_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ChatCompletionRequest,
    idempotency_key: str | Unset = UNSET,
    x_endpoint_id: str | Unset = UNSET,
) -> Response[ChatCompletion | Error]:
    """Create a chat completion

     OpenAI-compatible chat completion. Serves the Graha astrology models (`graha-astro-standard`,
    `graha-astro-fast`, `graha-astro-pro`), hosted third-party proprietary models, open-weight models
    and
    fine-tuned model ids through one endpoint. Function calling (`tools`) and image input (`image_url`
    content
    parts) are accepted only for models whose `capabilities.function_calling` / `capabilities.vision` is
    true in
    GET /v1/models; otherwise the call fails with 400 naming the capability. Only `n: 1` is supported.
    An unknown
    model is 404 (`param: model`). Upstream overload, rate limiting or timeouts answer 503 with `Retry-
    After`; an
    upstream's refusal of the request answers 400 with the upstream's message.

    Astrology models (`graha-astro-fast`, `graha-astro-standard`, `graha-astro-pro`): the answer is
    computed, not
    generated. The birth date, time and place are read from the conversation (free text such as
    "12/03/1990",
    "12 March 1990", "2:30 pm", "14:30", Hindi and Tamil month names, including earlier turns) or from a
    system
    message whose whole content is a JSON object: `{"birth_details": {"date": "YYYY-MM-DD", "time":
    "HH:MM",
    "place": "City, Country"}, "language": "en" | "hi" | "ta"}`, where `birth_details` may carry `lat`,
    `lon` and
    optional `tz` (hours) instead of `place` and optional `gender`, plus an optional
    `partner_birth_details` of the
    same shape for compatibility. A missing detail or an ambiguous place is answered with a question
    asking for it.
    The chart is computed with the astrology engine (vedic, Lahiri), and the answer, in the question's
    language or
    `language`, cites the classical notes whose rule holds for that chart in
    `choices[].message.citations`, with
    2-4 suggested next questions in `choices[].message.follow_ups` (streamed: on the delta of the chunk
    carrying
    `finish_reason`). fast: chart facts and a short answer, no citations; standard: adds the running
    dasha and 3
    citations; pro: adds the D9 and D10 divisional charts, transits for the asked period and 5
    citations.
    `max_tokens` and `stop` apply and usage is counted with a BPE tokenizer. Astrology models never use
    prompt
    caching.

    With `stream: true` the reply is `text/event-stream`: each event is `data: <json>\\n\\n` where
    `<json>` is a
    `ChatCompletionChunk`, and the stream ends with `data: [DONE]\\n\\n`. With
    `stream_options.include_usage: true`
    one extra chunk with empty `choices` and a `usage` object is sent just before `[DONE]` (all other
    chunks have
    `usage: null`). An error after the stream has started is sent as one event
    `data: {"error": {...}}` carrying the standard error envelope (schema `Error`), and then the stream
    ends (no `[DONE]`).
    A stream is billed for the tokens generated, also when the client disconnects (the upstream call is
    cancelled). `usage.cache_creation_tokens` / `usage.cache_read_tokens` are present when prompt
    caching is
    active: for proprietary models as reported by the provider, for open-weight models on a dedicated
    endpoint as
    tracked by Graha per endpoint (idle prefixes expire after 5 minutes).

    With an `Idempotency-Key` header, a retry with the same key, the same body and the same `X-Endpoint-
    Id` within
    24 hours gets the first answer again (header `idempotent-replayed: true`) and is not charged again;
    a streamed
    answer is replayed as the same events. The same key with another body or endpoint is 409
    `idempotency_key_reused`. While the first call runs, a retry is 409 `idempotency_in_progress`. A
    call that failed, or a
    stream that failed or that the client left before its end, frees the key: the retry runs (and is
    charged) anew.
    Without the header every call is a new generation, as with OpenAI.

    Args:
        idempotency_key (str | Unset):
        x_endpoint_id (str | Unset):
        body (ChatCompletionRequest): OpenAI-compatible request. As in OpenAI's own contract, the
            optional tuning fields also accept `null`, meaning "use the default", and a field the
            contract does not name is refused (400 "... is not a recognised parameter") rather than
            passed to an upstream unchecked. OpenAI fields whose cost or output Graha cannot account
            for (`audio`, audio `modalities`, `prediction`, `web_search_options`, `service_tier` other
            than `auto`/`default`, `store: true`) are named here and answer 400 saying why.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChatCompletion | Error]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
        x_endpoint_id=x_endpoint_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: ChatCompletionRequest,
    idempotency_key: str | Unset = UNSET,
    x_endpoint_id: str | Unset = UNSET,
) -> ChatCompletion | Error | None:
    """Create a chat completion

     OpenAI-compatible chat completion. Serves the Graha astrology models (`graha-astro-standard`,
    `graha-astro-fast`, `graha-astro-pro`), hosted third-party proprietary models, open-weight models
    and
    fine-tuned model ids through one endpoint. Function calling (`tools`) and image input (`image_url`
    content
    parts) are accepted only for models whose `capabilities.function_calling` / `capabilities.vision` is
    true in
    GET /v1/models; otherwise the call fails with 400 naming the capability. Only `n: 1` is supported.
    An unknown
    model is 404 (`param: model`). Upstream overload, rate limiting or timeouts answer 503 with `Retry-
    After`; an
    upstream's refusal of the request answers 400 with the upstream's message.

    Astrology models (`graha-astro-fast`, `graha-astro-standard`, `graha-astro-pro`): the answer is
    computed, not
    generated. The birth date, time and place are read from the conversation (free text such as
    "12/03/1990",
    "12 March 1990", "2:30 pm", "14:30", Hindi and Tamil month names, including earlier turns) or from a
    system
    message whose whole content is a JSON object: `{"birth_details": {"date": "YYYY-MM-DD", "time":
    "HH:MM",
    "place": "City, Country"}, "language": "en" | "hi" | "ta"}`, where `birth_details` may carry `lat`,
    `lon` and
    optional `tz` (hours) instead of `place` and optional `gender`, plus an optional
    `partner_birth_details` of the
    same shape for compatibility. A missing detail or an ambiguous place is answered with a question
    asking for it.
    The chart is computed with the astrology engine (vedic, Lahiri), and the answer, in the question's
    language or
    `language`, cites the classical notes whose rule holds for that chart in
    `choices[].message.citations`, with
    2-4 suggested next questions in `choices[].message.follow_ups` (streamed: on the delta of the chunk
    carrying
    `finish_reason`). fast: chart facts and a short answer, no citations; standard: adds the running
    dasha and 3
    citations; pro: adds the D9 and D10 divisional charts, transits for the asked period and 5
    citations.
    `max_tokens` and `stop` apply and usage is counted with a BPE tokenizer. Astrology models never use
    prompt
    caching.

    With `stream: true` the reply is `text/event-stream`: each event is `data: <json>\\n\\n` where
    `<json>` is a
    `ChatCompletionChunk`, and the stream ends with `data: [DONE]\\n\\n`. With
    `stream_options.include_usage: true`
    one extra chunk with empty `choices` and a `usage` object is sent just before `[DONE]` (all other
    chunks have
    `usage: null`). An error after the stream has started is sent as one event
    `data: {"error": {...}}` carrying the standard error envelope (schema `Error`), and then the stream
    ends (no `[DONE]`).
    A stream is billed for the tokens generated, also when the client disconnects (the upstream call is
    cancelled). `usage.cache_creation_tokens` / `usage.cache_read_tokens` are present when prompt
    caching is
    active: for proprietary models as reported by the provider, for open-weight models on a dedicated
    endpoint as
    tracked by Graha per endpoint (idle prefixes expire after 5 minutes).

    With an `Idempotency-Key` header, a retry with the same key, the same body and the same `X-Endpoint-
    Id` within
    24 hours gets the first answer again (header `idempotent-replayed: true`) and is not charged again;
    a streamed
    answer is replayed as the same events. The same key with another body or endpoint is 409
    `idempotency_key_reused`. While the first call runs, a retry is 409 `idempotency_in_progress`. A
    call that failed, or a
    stream that failed or that the client left before its end, frees the key: the retry runs (and is
    charged) anew.
    Without the header every call is a new generation, as with OpenAI.

    Args:
        idempotency_key (str | Unset):
        x_endpoint_id (str | Unset):
        body (ChatCompletionRequest): OpenAI-compatible request. As in OpenAI's own contract, the
            optional tuning fields also accept `null`, meaning "use the default", and a field the
            contract does not name is refused (400 "... is not a recognised parameter") rather than
            passed to an upstream unchecked. OpenAI fields whose cost or output Graha cannot account
            for (`audio`, audio `modalities`, `prediction`, `web_search_options`, `service_tier` other
            than `auto`/`default`, `store: true`) are named here and answer 400 saying why.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChatCompletion | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
            x_endpoint_id=x_endpoint_id,
        )
    ).parsed
