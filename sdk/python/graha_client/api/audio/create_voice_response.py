from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.voice_request import VoiceRequest
from ...types import Response


def _get_kwargs(
    *,
    body: VoiceRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/voice/binary",
    }

    _kwargs["files"] = body.to_multipart()

    headers["Content-Type"] = "multipart/form-data; boundary=+++"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | None:
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
) -> Response[Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: VoiceRequest,
) -> Response[Error]:
    """Voice conversation (audio in, audio out)

     Transcribes `audio` (with `graha-stt-en`), answers with a chat model through the chat gateway (its
    limits
    and billing apply) and returns the spoken reply (`tts-1`, `voice` default `nova`, mp3 by default).
    The chat
    model is `model` when given; otherwise `graha-astro-standard` when `birth_details` is given, else
    the
    operator's default voice chat model (VOICE_CHAT_MODEL, default `graha-astro-standard`). `context` is
    the
    system prompt; `birth_details` reaches the model as a second system message whose whole content is
    the JSON
    object `{"birth_details": {...}, "language": "en"}`.

    The transcript and reply text are returned in the `X-Transcript` and `X-Response-Text` headers as
    `encodeURIComponent` of their UTF-8 text: every byte outside `A-Z a-z 0-9 - _ . ! ~ * ' ( )` is
    `%XX`, so CR,
    LF and non-ASCII text can never end or inject a header; decode with `decodeURIComponent`. Each
    header is at
    most 2048 bytes, cut between characters (so it always decodes), with `X-Transcript-Truncated: true`
    /
    `X-Response-Text-Truncated: true` when cut (proxies refuse answers with headers of more than 4-8
    KB); the
    audio speaks the whole reply. Audio over 25 MB gives 413 (same bound as transcriptions); an empty,
    undecodable or silent file is 400 naming `audio`.

    `language` (`en`, `hi`, `ta`) is the language of the reply, written and spoken; the built-in
    recognizer
    hears English only and is given `language` only when it is `en`.

    Billed as the sum of its parts, each a usage row under this operation: the audio seconds transcribed
    (endpoint type `stt`), the chat tokens (`chat`) and the reply's characters spoken (`tts`). A part
    that fails
    is not charged, and the parts after it do not run.

    Args:
        body (VoiceRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error]
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
    body: VoiceRequest,
) -> Error | None:
    """Voice conversation (audio in, audio out)

     Transcribes `audio` (with `graha-stt-en`), answers with a chat model through the chat gateway (its
    limits
    and billing apply) and returns the spoken reply (`tts-1`, `voice` default `nova`, mp3 by default).
    The chat
    model is `model` when given; otherwise `graha-astro-standard` when `birth_details` is given, else
    the
    operator's default voice chat model (VOICE_CHAT_MODEL, default `graha-astro-standard`). `context` is
    the
    system prompt; `birth_details` reaches the model as a second system message whose whole content is
    the JSON
    object `{"birth_details": {...}, "language": "en"}`.

    The transcript and reply text are returned in the `X-Transcript` and `X-Response-Text` headers as
    `encodeURIComponent` of their UTF-8 text: every byte outside `A-Z a-z 0-9 - _ . ! ~ * ' ( )` is
    `%XX`, so CR,
    LF and non-ASCII text can never end or inject a header; decode with `decodeURIComponent`. Each
    header is at
    most 2048 bytes, cut between characters (so it always decodes), with `X-Transcript-Truncated: true`
    /
    `X-Response-Text-Truncated: true` when cut (proxies refuse answers with headers of more than 4-8
    KB); the
    audio speaks the whole reply. Audio over 25 MB gives 413 (same bound as transcriptions); an empty,
    undecodable or silent file is 400 naming `audio`.

    `language` (`en`, `hi`, `ta`) is the language of the reply, written and spoken; the built-in
    recognizer
    hears English only and is given `language` only when it is `en`.

    Billed as the sum of its parts, each a usage row under this operation: the audio seconds transcribed
    (endpoint type `stt`), the chat tokens (`chat`) and the reply's characters spoken (`tts`). A part
    that fails
    is not charged, and the parts after it do not run.

    Args:
        body (VoiceRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: VoiceRequest,
) -> Response[Error]:
    """Voice conversation (audio in, audio out)

     Transcribes `audio` (with `graha-stt-en`), answers with a chat model through the chat gateway (its
    limits
    and billing apply) and returns the spoken reply (`tts-1`, `voice` default `nova`, mp3 by default).
    The chat
    model is `model` when given; otherwise `graha-astro-standard` when `birth_details` is given, else
    the
    operator's default voice chat model (VOICE_CHAT_MODEL, default `graha-astro-standard`). `context` is
    the
    system prompt; `birth_details` reaches the model as a second system message whose whole content is
    the JSON
    object `{"birth_details": {...}, "language": "en"}`.

    The transcript and reply text are returned in the `X-Transcript` and `X-Response-Text` headers as
    `encodeURIComponent` of their UTF-8 text: every byte outside `A-Z a-z 0-9 - _ . ! ~ * ' ( )` is
    `%XX`, so CR,
    LF and non-ASCII text can never end or inject a header; decode with `decodeURIComponent`. Each
    header is at
    most 2048 bytes, cut between characters (so it always decodes), with `X-Transcript-Truncated: true`
    /
    `X-Response-Text-Truncated: true` when cut (proxies refuse answers with headers of more than 4-8
    KB); the
    audio speaks the whole reply. Audio over 25 MB gives 413 (same bound as transcriptions); an empty,
    undecodable or silent file is 400 naming `audio`.

    `language` (`en`, `hi`, `ta`) is the language of the reply, written and spoken; the built-in
    recognizer
    hears English only and is given `language` only when it is `en`.

    Billed as the sum of its parts, each a usage row under this operation: the audio seconds transcribed
    (endpoint type `stt`), the chat tokens (`chat`) and the reply's characters spoken (`tts`). A part
    that fails
    is not charged, and the parts after it do not run.

    Args:
        body (VoiceRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: VoiceRequest,
) -> Error | None:
    """Voice conversation (audio in, audio out)

     Transcribes `audio` (with `graha-stt-en`), answers with a chat model through the chat gateway (its
    limits
    and billing apply) and returns the spoken reply (`tts-1`, `voice` default `nova`, mp3 by default).
    The chat
    model is `model` when given; otherwise `graha-astro-standard` when `birth_details` is given, else
    the
    operator's default voice chat model (VOICE_CHAT_MODEL, default `graha-astro-standard`). `context` is
    the
    system prompt; `birth_details` reaches the model as a second system message whose whole content is
    the JSON
    object `{"birth_details": {...}, "language": "en"}`.

    The transcript and reply text are returned in the `X-Transcript` and `X-Response-Text` headers as
    `encodeURIComponent` of their UTF-8 text: every byte outside `A-Z a-z 0-9 - _ . ! ~ * ' ( )` is
    `%XX`, so CR,
    LF and non-ASCII text can never end or inject a header; decode with `decodeURIComponent`. Each
    header is at
    most 2048 bytes, cut between characters (so it always decodes), with `X-Transcript-Truncated: true`
    /
    `X-Response-Text-Truncated: true` when cut (proxies refuse answers with headers of more than 4-8
    KB); the
    audio speaks the whole reply. Audio over 25 MB gives 413 (same bound as transcriptions); an empty,
    undecodable or silent file is 400 naming `audio`.

    `language` (`en`, `hi`, `ta`) is the language of the reply, written and spoken; the built-in
    recognizer
    hears English only and is given `language` only when it is `en`.

    Billed as the sum of its parts, each a usage row under this operation: the audio seconds transcribed
    (endpoint type `stt`), the chat tokens (`chat`) and the reply's characters spoken (`tts`). A part
    that fails
    is not charged, and the parts after it do not run.

    Args:
        body (VoiceRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
