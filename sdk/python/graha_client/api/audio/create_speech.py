from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.speech_create_request import SpeechCreateRequest
from ...types import Response


def _get_kwargs(
    *,
    body: SpeechCreateRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/audio/speech",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

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
    body: SpeechCreateRequest,
) -> Response[Error]:
    """Text to speech

     OpenAI-compatible text-to-speech. Returns raw audio bytes in `response_format` (mp3 -> audio/mpeg,
    opus -> audio/ogg (Ogg/Opus), aac -> audio/aac (ADTS), flac -> audio/flac, wav -> audio/wav),
    streamed with chunked transfer as they are synthesized: the first bytes arrive before synthesis
    ends, and there is no Content-Length. A failure after the first bytes cuts the connection (the
    transfer is incomplete, never a short file that looks whole). Models are `tts-1` (22.05 kHz mono,
    modest bitrate) and `tts-1-hd` (44.1 kHz, higher bitrate, loudness-normalised to -16 LUFS); the
    built-in engine is espeak-ng (formant synthesis), see the guide's Media page (docs/media.md). The
    six voices are six distinct espeak-ng voices (pitch, timbre, accent: fable speaks British English);
    text in Devanagari is spoken in Hindi, Tamil script in Tamil. `speed` 0.25-4 divides the duration.
    Billed per input character (code point) at the model's rate, charged once the last byte left;
    nothing is charged when synthesis fails or the client leaves before the end.

    Errors: 400 naming `input` (empty, only whitespace, over 4096 characters), `voice`,
    `response_format`, `speed` or `model` (an unknown model: `model_not_found`; a model that is not a
    speech model: `model_not_supported`); 503 with Retry-After when the speech engines' queue is full
    (`overloaded`).

    Args:
        body (SpeechCreateRequest): OpenAI-compatible request; unknown extra fields are accepted
            and ignored.

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
    body: SpeechCreateRequest,
) -> Error | None:
    """Text to speech

     OpenAI-compatible text-to-speech. Returns raw audio bytes in `response_format` (mp3 -> audio/mpeg,
    opus -> audio/ogg (Ogg/Opus), aac -> audio/aac (ADTS), flac -> audio/flac, wav -> audio/wav),
    streamed with chunked transfer as they are synthesized: the first bytes arrive before synthesis
    ends, and there is no Content-Length. A failure after the first bytes cuts the connection (the
    transfer is incomplete, never a short file that looks whole). Models are `tts-1` (22.05 kHz mono,
    modest bitrate) and `tts-1-hd` (44.1 kHz, higher bitrate, loudness-normalised to -16 LUFS); the
    built-in engine is espeak-ng (formant synthesis), see the guide's Media page (docs/media.md). The
    six voices are six distinct espeak-ng voices (pitch, timbre, accent: fable speaks British English);
    text in Devanagari is spoken in Hindi, Tamil script in Tamil. `speed` 0.25-4 divides the duration.
    Billed per input character (code point) at the model's rate, charged once the last byte left;
    nothing is charged when synthesis fails or the client leaves before the end.

    Errors: 400 naming `input` (empty, only whitespace, over 4096 characters), `voice`,
    `response_format`, `speed` or `model` (an unknown model: `model_not_found`; a model that is not a
    speech model: `model_not_supported`); 503 with Retry-After when the speech engines' queue is full
    (`overloaded`).

    Args:
        body (SpeechCreateRequest): OpenAI-compatible request; unknown extra fields are accepted
            and ignored.

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
    body: SpeechCreateRequest,
) -> Response[Error]:
    """Text to speech

     OpenAI-compatible text-to-speech. Returns raw audio bytes in `response_format` (mp3 -> audio/mpeg,
    opus -> audio/ogg (Ogg/Opus), aac -> audio/aac (ADTS), flac -> audio/flac, wav -> audio/wav),
    streamed with chunked transfer as they are synthesized: the first bytes arrive before synthesis
    ends, and there is no Content-Length. A failure after the first bytes cuts the connection (the
    transfer is incomplete, never a short file that looks whole). Models are `tts-1` (22.05 kHz mono,
    modest bitrate) and `tts-1-hd` (44.1 kHz, higher bitrate, loudness-normalised to -16 LUFS); the
    built-in engine is espeak-ng (formant synthesis), see the guide's Media page (docs/media.md). The
    six voices are six distinct espeak-ng voices (pitch, timbre, accent: fable speaks British English);
    text in Devanagari is spoken in Hindi, Tamil script in Tamil. `speed` 0.25-4 divides the duration.
    Billed per input character (code point) at the model's rate, charged once the last byte left;
    nothing is charged when synthesis fails or the client leaves before the end.

    Errors: 400 naming `input` (empty, only whitespace, over 4096 characters), `voice`,
    `response_format`, `speed` or `model` (an unknown model: `model_not_found`; a model that is not a
    speech model: `model_not_supported`); 503 with Retry-After when the speech engines' queue is full
    (`overloaded`).

    Args:
        body (SpeechCreateRequest): OpenAI-compatible request; unknown extra fields are accepted
            and ignored.

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
    body: SpeechCreateRequest,
) -> Error | None:
    """Text to speech

     OpenAI-compatible text-to-speech. Returns raw audio bytes in `response_format` (mp3 -> audio/mpeg,
    opus -> audio/ogg (Ogg/Opus), aac -> audio/aac (ADTS), flac -> audio/flac, wav -> audio/wav),
    streamed with chunked transfer as they are synthesized: the first bytes arrive before synthesis
    ends, and there is no Content-Length. A failure after the first bytes cuts the connection (the
    transfer is incomplete, never a short file that looks whole). Models are `tts-1` (22.05 kHz mono,
    modest bitrate) and `tts-1-hd` (44.1 kHz, higher bitrate, loudness-normalised to -16 LUFS); the
    built-in engine is espeak-ng (formant synthesis), see the guide's Media page (docs/media.md). The
    six voices are six distinct espeak-ng voices (pitch, timbre, accent: fable speaks British English);
    text in Devanagari is spoken in Hindi, Tamil script in Tamil. `speed` 0.25-4 divides the duration.
    Billed per input character (code point) at the model's rate, charged once the last byte left;
    nothing is charged when synthesis fails or the client leaves before the end.

    Errors: 400 naming `input` (empty, only whitespace, over 4096 characters), `voice`,
    `response_format`, `speed` or `model` (an unknown model: `model_not_found`; a model that is not a
    speech model: `model_not_supported`); 503 with Retry-After when the speech engines' queue is full
    (`overloaded`).

    Args:
        body (SpeechCreateRequest): OpenAI-compatible request; unknown extra fields are accepted
            and ignored.

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
