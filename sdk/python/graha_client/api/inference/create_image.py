from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.image_generation_request import ImageGenerationRequest
from ...models.images_response import ImagesResponse
from ...types import Response


def _get_kwargs(
    *,
    body: ImageGenerationRequest,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/images/generations",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | ImagesResponse | None:
    if response.status_code == 200:
        response_200 = ImagesResponse.from_dict(response.json())

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
) -> Response[Error | ImagesResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ImageGenerationRequest,
) -> Response[Error | ImagesResponse]:
    """Generate images

     OpenAI-compatible image generation. With `response_format: url` (default) each item holds `url`, a
    signed
    address of GET /v1/images/files/{image_id} that a browser opens without a key until it expires (1
    hour by
    default, IMAGE_URL_TTL_SECONDS); with `b64_json` the base64 PNG is in `b64_json` (as OpenAI). Billed
    per image
    by size (config/prices.yaml `images:`), reserved before the work, charged once the images exist.

    The default model `graha-image-basic` is a built-in abstract generative renderer, not a diffusion
    model: the
    prompt's words choose the palette and mood (night words give a starry sky, sun words a bright disc)
    and a
    seeded generator places glowing orbs and wave bands over a gradient. The same `prompt` and `seed`
    always give
    the same PNG; image i of a request uses `seed + i`. Upstream image models of an OpenAI-compatible
    provider are
    served through config/models.yaml.

    Args:
        body (ImageGenerationRequest): OpenAI-compatible request; unknown extra fields (e.g.
            quality, style) are accepted and ignored; `null` in an optional field means the default.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ImagesResponse]
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
    body: ImageGenerationRequest,
) -> Error | ImagesResponse | None:
    """Generate images

     OpenAI-compatible image generation. With `response_format: url` (default) each item holds `url`, a
    signed
    address of GET /v1/images/files/{image_id} that a browser opens without a key until it expires (1
    hour by
    default, IMAGE_URL_TTL_SECONDS); with `b64_json` the base64 PNG is in `b64_json` (as OpenAI). Billed
    per image
    by size (config/prices.yaml `images:`), reserved before the work, charged once the images exist.

    The default model `graha-image-basic` is a built-in abstract generative renderer, not a diffusion
    model: the
    prompt's words choose the palette and mood (night words give a starry sky, sun words a bright disc)
    and a
    seeded generator places glowing orbs and wave bands over a gradient. The same `prompt` and `seed`
    always give
    the same PNG; image i of a request uses `seed + i`. Upstream image models of an OpenAI-compatible
    provider are
    served through config/models.yaml.

    Args:
        body (ImageGenerationRequest): OpenAI-compatible request; unknown extra fields (e.g.
            quality, style) are accepted and ignored; `null` in an optional field means the default.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ImagesResponse
    """

    return sync_detailed(
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ImageGenerationRequest,
) -> Response[Error | ImagesResponse]:
    """Generate images

     OpenAI-compatible image generation. With `response_format: url` (default) each item holds `url`, a
    signed
    address of GET /v1/images/files/{image_id} that a browser opens without a key until it expires (1
    hour by
    default, IMAGE_URL_TTL_SECONDS); with `b64_json` the base64 PNG is in `b64_json` (as OpenAI). Billed
    per image
    by size (config/prices.yaml `images:`), reserved before the work, charged once the images exist.

    The default model `graha-image-basic` is a built-in abstract generative renderer, not a diffusion
    model: the
    prompt's words choose the palette and mood (night words give a starry sky, sun words a bright disc)
    and a
    seeded generator places glowing orbs and wave bands over a gradient. The same `prompt` and `seed`
    always give
    the same PNG; image i of a request uses `seed + i`. Upstream image models of an OpenAI-compatible
    provider are
    served through config/models.yaml.

    Args:
        body (ImageGenerationRequest): OpenAI-compatible request; unknown extra fields (e.g.
            quality, style) are accepted and ignored; `null` in an optional field means the default.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | ImagesResponse]
    """

    kwargs = _get_kwargs(
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: ImageGenerationRequest,
) -> Error | ImagesResponse | None:
    """Generate images

     OpenAI-compatible image generation. With `response_format: url` (default) each item holds `url`, a
    signed
    address of GET /v1/images/files/{image_id} that a browser opens without a key until it expires (1
    hour by
    default, IMAGE_URL_TTL_SECONDS); with `b64_json` the base64 PNG is in `b64_json` (as OpenAI). Billed
    per image
    by size (config/prices.yaml `images:`), reserved before the work, charged once the images exist.

    The default model `graha-image-basic` is a built-in abstract generative renderer, not a diffusion
    model: the
    prompt's words choose the palette and mood (night words give a starry sky, sun words a bright disc)
    and a
    seeded generator places glowing orbs and wave bands over a gradient. The same `prompt` and `seed`
    always give
    the same PNG; image i of a request uses `seed + i`. Upstream image models of an OpenAI-compatible
    provider are
    served through config/models.yaml.

    Args:
        body (ImageGenerationRequest): OpenAI-compatible request; unknown extra fields (e.g.
            quality, style) are accepted and ignored; `null` in an optional field means the default.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | ImagesResponse
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
        )
    ).parsed
