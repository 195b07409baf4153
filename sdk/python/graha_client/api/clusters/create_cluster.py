from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.cluster import Cluster
from ...models.cluster_create_request import ClusterCreateRequest
from ...models.error import Error
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: ClusterCreateRequest,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/clusters",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Cluster | Error | None:
    if response.status_code == 200:
        response_200 = Cluster.from_dict(response.json())

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
) -> Response[Cluster | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ClusterCreateRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[Cluster | Error]:
    """Create a GPU cluster

     Provisions a GPU cluster. Needs the dedicated or enterprise plan (spec 5), otherwise 403
    `permission_denied`. `gpu_count` must be a multiple of 8 for h100-sxm, b200 and a100-sxm (spec 8).
    Billed per GPU-hour (`hourly_rate_micro_usd` for the whole cluster) until termination completes
    (spec 3); with `max_runtime_hours` the cluster terminates itself after that time, without it it runs
    until deleted. When the region has no capacity left for the GPU type the answer is 503
    `capacity_unavailable` with Retry-After. The built-in provisioner is a SIMULATED cloud (`engine`).

    Args:
        idempotency_key (str | Unset):
        body (ClusterCreateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Cluster | Error]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: ClusterCreateRequest,
    idempotency_key: str | Unset = UNSET,
) -> Cluster | Error | None:
    """Create a GPU cluster

     Provisions a GPU cluster. Needs the dedicated or enterprise plan (spec 5), otherwise 403
    `permission_denied`. `gpu_count` must be a multiple of 8 for h100-sxm, b200 and a100-sxm (spec 8).
    Billed per GPU-hour (`hourly_rate_micro_usd` for the whole cluster) until termination completes
    (spec 3); with `max_runtime_hours` the cluster terminates itself after that time, without it it runs
    until deleted. When the region has no capacity left for the GPU type the answer is 503
    `capacity_unavailable` with Retry-After. The built-in provisioner is a SIMULATED cloud (`engine`).

    Args:
        idempotency_key (str | Unset):
        body (ClusterCreateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Cluster | Error
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ClusterCreateRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[Cluster | Error]:
    """Create a GPU cluster

     Provisions a GPU cluster. Needs the dedicated or enterprise plan (spec 5), otherwise 403
    `permission_denied`. `gpu_count` must be a multiple of 8 for h100-sxm, b200 and a100-sxm (spec 8).
    Billed per GPU-hour (`hourly_rate_micro_usd` for the whole cluster) until termination completes
    (spec 3); with `max_runtime_hours` the cluster terminates itself after that time, without it it runs
    until deleted. When the region has no capacity left for the GPU type the answer is 503
    `capacity_unavailable` with Retry-After. The built-in provisioner is a SIMULATED cloud (`engine`).

    Args:
        idempotency_key (str | Unset):
        body (ClusterCreateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Cluster | Error]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: ClusterCreateRequest,
    idempotency_key: str | Unset = UNSET,
) -> Cluster | Error | None:
    """Create a GPU cluster

     Provisions a GPU cluster. Needs the dedicated or enterprise plan (spec 5), otherwise 403
    `permission_denied`. `gpu_count` must be a multiple of 8 for h100-sxm, b200 and a100-sxm (spec 8).
    Billed per GPU-hour (`hourly_rate_micro_usd` for the whole cluster) until termination completes
    (spec 3); with `max_runtime_hours` the cluster terminates itself after that time, without it it runs
    until deleted. When the region has no capacity left for the GPU type the answer is 503
    `capacity_unavailable` with Retry-After. The built-in provisioner is a SIMULATED cloud (`engine`).

    Args:
        idempotency_key (str | Unset):
        body (ClusterCreateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Cluster | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
