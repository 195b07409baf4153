from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.transcription import Transcription
from ...models.transcription_create_request import TranscriptionCreateRequest
from ...models.verbose_transcription import VerboseTranscription
from ...types import Response


def _get_kwargs(
    *,
    body: TranscriptionCreateRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/audio/transcriptions",
    }

    _kwargs["files"] = body.to_multipart()

    headers["Content-Type"] = "multipart/form-data; boundary=+++"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | Transcription | VerboseTranscription | None:
    if response.status_code == 200:

        def _parse_response_200(data: object) -> Transcription | VerboseTranscription:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_200_type_0 = Transcription.from_dict(data)

                return response_200_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_200_type_1 = VerboseTranscription.from_dict(data)

            return response_200_type_1

        response_200 = _parse_response_200(response.json())

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
) -> Response[Error | Transcription | VerboseTranscription]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: TranscriptionCreateRequest,
) -> Response[Error | Transcription | VerboseTranscription]:
    """Speech to text

     OpenAI-compatible transcription (multipart/form-data, the file in the part `file`). Accepted: mp3,
    mp4,
    mpeg, mpga, m4a, wav, webm (and ogg), at most 25 MB (26214400 bytes): a larger file is 413
    `payload_too_large`, refused while it is still arriving (the connection is closed; nothing is kept:
    uploads
    are held in memory, never in a temporary file). The audio is decoded to 16 kHz mono PCM first; an
    empty,
    undecodable or silent file is 400 naming `file`.

    `response_format` picks the body: `json` (default) gives `{text}`; `verbose_json` gives task,
    language,
    duration in seconds and timed segments (start, end, text); `text` gives the bare text as text/plain;
    `srt` and `vtt` give SubRip and WebVTT captions as text/plain, as OpenAI does. `language`
    (ISO-639-1) must
    be one the model recognizes: the built-in `graha-stt-en` (pocketsphinx with the CMU en-us model)
    knows
    English only, so another language is 400 naming `language`.

    Billed per second of audio (rounded up), reserved once the file is decoded and before recognition,
    charged after it; nothing is charged when recognition fails.

    Args:
        body (TranscriptionCreateRequest): OpenAI-compatible multipart form; unknown extra fields
            are accepted and ignored. Non-file fields arrive as strings and are converted.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Transcription | VerboseTranscription]
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
    body: TranscriptionCreateRequest,
) -> Error | Transcription | VerboseTranscription | None:
    """Speech to text

     OpenAI-compatible transcription (multipart/form-data, the file in the part `file`). Accepted: mp3,
    mp4,
    mpeg, mpga, m4a, wav, webm (and ogg), at most 25 MB (26214400 bytes): a larger file is 413
    `payload_too_large`, refused while it is still arriving (the connection is closed; nothing is kept:
    uploads
    are held in memory, never in a temporary file). The audio is decoded to 16 kHz mono PCM first; an
    empty,
    undecodable or silent file is 400 naming `file`.

    `response_format` picks the body: `json` (default) gives `{text}`; `verbose_json` gives task,
    language,
    duration in seconds and timed segments (start, end, text); `text` gives the bare text as text/plain;
    `srt` and `vtt` give SubRip and WebVTT captions as text/plain, as OpenAI does. `language`
    (ISO-639-1) must
    be one the model recognizes: the built-in `graha-stt-en` (pocketsphinx with the CMU en-us model)
    knows
    English only, so another language is 400 naming `language`.

    Billed per second of audio (rounded up), reserved once the file is decoded and before recognition,
    charged after it; nothing is charged when recognition fails.

    Args:
        body (TranscriptionCreateRequest): OpenAI-compatible multipart form; unknown extra fields
            are accepted and ignored. Non-file fields arrive as strings and are converted.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Transcription | VerboseTranscription
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: TranscriptionCreateRequest,
) -> Response[Error | Transcription | VerboseTranscription]:
    """Speech to text

     OpenAI-compatible transcription (multipart/form-data, the file in the part `file`). Accepted: mp3,
    mp4,
    mpeg, mpga, m4a, wav, webm (and ogg), at most 25 MB (26214400 bytes): a larger file is 413
    `payload_too_large`, refused while it is still arriving (the connection is closed; nothing is kept:
    uploads
    are held in memory, never in a temporary file). The audio is decoded to 16 kHz mono PCM first; an
    empty,
    undecodable or silent file is 400 naming `file`.

    `response_format` picks the body: `json` (default) gives `{text}`; `verbose_json` gives task,
    language,
    duration in seconds and timed segments (start, end, text); `text` gives the bare text as text/plain;
    `srt` and `vtt` give SubRip and WebVTT captions as text/plain, as OpenAI does. `language`
    (ISO-639-1) must
    be one the model recognizes: the built-in `graha-stt-en` (pocketsphinx with the CMU en-us model)
    knows
    English only, so another language is 400 naming `language`.

    Billed per second of audio (rounded up), reserved once the file is decoded and before recognition,
    charged after it; nothing is charged when recognition fails.

    Args:
        body (TranscriptionCreateRequest): OpenAI-compatible multipart form; unknown extra fields
            are accepted and ignored. Non-file fields arrive as strings and are converted.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Transcription | VerboseTranscription]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: TranscriptionCreateRequest,
) -> Error | Transcription | VerboseTranscription | None:
    """Speech to text

     OpenAI-compatible transcription (multipart/form-data, the file in the part `file`). Accepted: mp3,
    mp4,
    mpeg, mpga, m4a, wav, webm (and ogg), at most 25 MB (26214400 bytes): a larger file is 413
    `payload_too_large`, refused while it is still arriving (the connection is closed; nothing is kept:
    uploads
    are held in memory, never in a temporary file). The audio is decoded to 16 kHz mono PCM first; an
    empty,
    undecodable or silent file is 400 naming `file`.

    `response_format` picks the body: `json` (default) gives `{text}`; `verbose_json` gives task,
    language,
    duration in seconds and timed segments (start, end, text); `text` gives the bare text as text/plain;
    `srt` and `vtt` give SubRip and WebVTT captions as text/plain, as OpenAI does. `language`
    (ISO-639-1) must
    be one the model recognizes: the built-in `graha-stt-en` (pocketsphinx with the CMU en-us model)
    knows
    English only, so another language is 400 naming `language`.

    Billed per second of audio (rounded up), reserved once the file is decoded and before recognition,
    charged after it; nothing is charged when recognition fails.

    Args:
        body (TranscriptionCreateRequest): OpenAI-compatible multipart form; unknown extra fields
            are accepted and ignored. Non-file fields arrive as strings and are converted.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Transcription | VerboseTranscription
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
