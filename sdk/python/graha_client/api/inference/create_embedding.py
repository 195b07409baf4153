from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.embedding_create_request import EmbeddingCreateRequest
from ...models.embedding_list import EmbeddingList
from ...models.error import Error
from ...types import Response


def _get_kwargs(
    *,
    body: EmbeddingCreateRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/embeddings",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> EmbeddingList | Error | None:
    if response.status_code == 200:
        response_200 = EmbeddingList.from_dict(response.json())

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
) -> Response[EmbeddingList | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: EmbeddingCreateRequest,
) -> Response[EmbeddingList | Error]:
    """Create embeddings

     OpenAI-compatible embeddings. One vector per input string, in input order (`index`). With
    `encoding_format: base64` each vector is the base64 of little-endian float32 values. Up to 2048
    inputs; each is counted against the model's context window (400 naming `input[i]` beyond it).
    `dimensions` keeps the first n components and scales them back to unit length. Billed per input
    token (the upstream's count when it reports one).

    `graha-embed-lexical` (built in): a deterministic lexical model, not a neural one: words, word pairs
    and character 3- and 4-grams hashed to 512 signed dimensions, unit length. Texts sharing words or
    word forms score high (Hindi and Tamil included); synonyms without shared letters do not. Upstream
    embedding models of an OpenAI-compatible provider are served through config/models.yaml.

    Args:
        body (EmbeddingCreateRequest): OpenAI-compatible request; unknown extra fields are
            accepted and ignored.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EmbeddingList | Error]
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
    body: EmbeddingCreateRequest,
) -> EmbeddingList | Error | None:
    """Create embeddings

     OpenAI-compatible embeddings. One vector per input string, in input order (`index`). With
    `encoding_format: base64` each vector is the base64 of little-endian float32 values. Up to 2048
    inputs; each is counted against the model's context window (400 naming `input[i]` beyond it).
    `dimensions` keeps the first n components and scales them back to unit length. Billed per input
    token (the upstream's count when it reports one).

    `graha-embed-lexical` (built in): a deterministic lexical model, not a neural one: words, word pairs
    and character 3- and 4-grams hashed to 512 signed dimensions, unit length. Texts sharing words or
    word forms score high (Hindi and Tamil included); synonyms without shared letters do not. Upstream
    embedding models of an OpenAI-compatible provider are served through config/models.yaml.

    Args:
        body (EmbeddingCreateRequest): OpenAI-compatible request; unknown extra fields are
            accepted and ignored.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EmbeddingList | Error
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: EmbeddingCreateRequest,
) -> Response[EmbeddingList | Error]:
    """Create embeddings

     OpenAI-compatible embeddings. One vector per input string, in input order (`index`). With
    `encoding_format: base64` each vector is the base64 of little-endian float32 values. Up to 2048
    inputs; each is counted against the model's context window (400 naming `input[i]` beyond it).
    `dimensions` keeps the first n components and scales them back to unit length. Billed per input
    token (the upstream's count when it reports one).

    `graha-embed-lexical` (built in): a deterministic lexical model, not a neural one: words, word pairs
    and character 3- and 4-grams hashed to 512 signed dimensions, unit length. Texts sharing words or
    word forms score high (Hindi and Tamil included); synonyms without shared letters do not. Upstream
    embedding models of an OpenAI-compatible provider are served through config/models.yaml.

    Args:
        body (EmbeddingCreateRequest): OpenAI-compatible request; unknown extra fields are
            accepted and ignored.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EmbeddingList | Error]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: EmbeddingCreateRequest,
) -> EmbeddingList | Error | None:
    """Create embeddings

     OpenAI-compatible embeddings. One vector per input string, in input order (`index`). With
    `encoding_format: base64` each vector is the base64 of little-endian float32 values. Up to 2048
    inputs; each is counted against the model's context window (400 naming `input[i]` beyond it).
    `dimensions` keeps the first n components and scales them back to unit length. Billed per input
    token (the upstream's count when it reports one).

    `graha-embed-lexical` (built in): a deterministic lexical model, not a neural one: words, word pairs
    and character 3- and 4-grams hashed to 512 signed dimensions, unit length. Texts sharing words or
    word forms score high (Hindi and Tamil included); synonyms without shared letters do not. Upstream
    embedding models of an OpenAI-compatible provider are served through config/models.yaml.

    Args:
        body (EmbeddingCreateRequest): OpenAI-compatible request; unknown extra fields are
            accepted and ignored.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EmbeddingList | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
