from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.endpoint import Endpoint
from ...models.endpoint_create_request import EndpointCreateRequest
from ...models.error import Error
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: EndpointCreateRequest,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/endpoints",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Endpoint | Error | None:
    if response.status_code == 200:
        response_200 = Endpoint.from_dict(response.json())

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
) -> Response[Endpoint | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: EndpointCreateRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[Endpoint | Error]:
    """Create a dedicated endpoint

     Reserves GPU replicas serving one open-weight or fine-tuned model. Needs the scale, dedicated or
    enterprise plan (spec 5), otherwise 403 `permission_denied`. `min_replicas` must not exceed
    `max_replicas` (400). Billed per replica-hour at `hourly_rate_micro_usd` until deprovisioning
    completes (spec 3). Inference goes through chat completions with header `X-Endpoint-Id`. An unknown
    `model` (or another account's fine-tuned one) is 400 `model_not_found` naming `model`, as in batches
    and evaluations; a model that does not support dedicated use is 400 `model_not_dedicated`. The
    endpoint goes `pending` -> `provisioning` -> `running`; while running, the autoscaler moves
    `replicas` between `min_replicas` and `max_replicas` from the endpoint's queue depth. Billed per
    replica per GPU-hour, metered per started minute, from `running` until deprovisioning completes.

    Args:
        idempotency_key (str | Unset):
        body (EndpointCreateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Endpoint | Error]
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
    body: EndpointCreateRequest,
    idempotency_key: str | Unset = UNSET,
) -> Endpoint | Error | None:
    """Create a dedicated endpoint

     Reserves GPU replicas serving one open-weight or fine-tuned model. Needs the scale, dedicated or
    enterprise plan (spec 5), otherwise 403 `permission_denied`. `min_replicas` must not exceed
    `max_replicas` (400). Billed per replica-hour at `hourly_rate_micro_usd` until deprovisioning
    completes (spec 3). Inference goes through chat completions with header `X-Endpoint-Id`. An unknown
    `model` (or another account's fine-tuned one) is 400 `model_not_found` naming `model`, as in batches
    and evaluations; a model that does not support dedicated use is 400 `model_not_dedicated`. The
    endpoint goes `pending` -> `provisioning` -> `running`; while running, the autoscaler moves
    `replicas` between `min_replicas` and `max_replicas` from the endpoint's queue depth. Billed per
    replica per GPU-hour, metered per started minute, from `running` until deprovisioning completes.

    Args:
        idempotency_key (str | Unset):
        body (EndpointCreateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Endpoint | Error
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: EndpointCreateRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[Endpoint | Error]:
    """Create a dedicated endpoint

     Reserves GPU replicas serving one open-weight or fine-tuned model. Needs the scale, dedicated or
    enterprise plan (spec 5), otherwise 403 `permission_denied`. `min_replicas` must not exceed
    `max_replicas` (400). Billed per replica-hour at `hourly_rate_micro_usd` until deprovisioning
    completes (spec 3). Inference goes through chat completions with header `X-Endpoint-Id`. An unknown
    `model` (or another account's fine-tuned one) is 400 `model_not_found` naming `model`, as in batches
    and evaluations; a model that does not support dedicated use is 400 `model_not_dedicated`. The
    endpoint goes `pending` -> `provisioning` -> `running`; while running, the autoscaler moves
    `replicas` between `min_replicas` and `max_replicas` from the endpoint's queue depth. Billed per
    replica per GPU-hour, metered per started minute, from `running` until deprovisioning completes.

    Args:
        idempotency_key (str | Unset):
        body (EndpointCreateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Endpoint | Error]
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
    body: EndpointCreateRequest,
    idempotency_key: str | Unset = UNSET,
) -> Endpoint | Error | None:
    """Create a dedicated endpoint

     Reserves GPU replicas serving one open-weight or fine-tuned model. Needs the scale, dedicated or
    enterprise plan (spec 5), otherwise 403 `permission_denied`. `min_replicas` must not exceed
    `max_replicas` (400). Billed per replica-hour at `hourly_rate_micro_usd` until deprovisioning
    completes (spec 3). Inference goes through chat completions with header `X-Endpoint-Id`. An unknown
    `model` (or another account's fine-tuned one) is 400 `model_not_found` naming `model`, as in batches
    and evaluations; a model that does not support dedicated use is 400 `model_not_dedicated`. The
    endpoint goes `pending` -> `provisioning` -> `running`; while running, the autoscaler moves
    `replicas` between `min_replicas` and `max_replicas` from the endpoint's queue depth. Billed per
    replica per GPU-hour, metered per started minute, from `running` until deprovisioning completes.

    Args:
        idempotency_key (str | Unset):
        body (EndpointCreateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Endpoint | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
