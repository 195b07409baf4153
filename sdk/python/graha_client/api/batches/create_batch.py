from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.batch import Batch
from ...models.batch_create_request import BatchCreateRequest
from ...models.error import Error
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: BatchCreateRequest,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/batches",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Batch | Error | None:
    if response.status_code == 200:
        response_200 = Batch.from_dict(response.json())

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
) -> Response[Batch | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: BatchCreateRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[Batch | Error]:
    """Create a batch

     Queues up to 1000 chat completion requests (spec 8) that all use `model`, which must support batch
    (open-weight models; spec 8), otherwise 400. Requests are billed at 50% of the standard per-token
    rates (spec 8). Streaming is not available in a batch. Every request is checked up front with the
    rules of chat completions; the first bad one rejects the batch with 400 naming it
    (`requests[17].messages`). The batch's worst-case cost (every request's prompt plus its output cap,
    at the batch rate) must be payable at creation (402). Requests run in the background (durable jobs:
    a worker that dies mid-batch loses nothing, each request runs and is billed once), counted against a
    rate window of the account's plan kept apart from its keys' interactive windows.

    Args:
        idempotency_key (str | Unset):
        body (BatchCreateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Batch | Error]
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
    body: BatchCreateRequest,
    idempotency_key: str | Unset = UNSET,
) -> Batch | Error | None:
    """Create a batch

     Queues up to 1000 chat completion requests (spec 8) that all use `model`, which must support batch
    (open-weight models; spec 8), otherwise 400. Requests are billed at 50% of the standard per-token
    rates (spec 8). Streaming is not available in a batch. Every request is checked up front with the
    rules of chat completions; the first bad one rejects the batch with 400 naming it
    (`requests[17].messages`). The batch's worst-case cost (every request's prompt plus its output cap,
    at the batch rate) must be payable at creation (402). Requests run in the background (durable jobs:
    a worker that dies mid-batch loses nothing, each request runs and is billed once), counted against a
    rate window of the account's plan kept apart from its keys' interactive windows.

    Args:
        idempotency_key (str | Unset):
        body (BatchCreateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Batch | Error
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: BatchCreateRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[Batch | Error]:
    """Create a batch

     Queues up to 1000 chat completion requests (spec 8) that all use `model`, which must support batch
    (open-weight models; spec 8), otherwise 400. Requests are billed at 50% of the standard per-token
    rates (spec 8). Streaming is not available in a batch. Every request is checked up front with the
    rules of chat completions; the first bad one rejects the batch with 400 naming it
    (`requests[17].messages`). The batch's worst-case cost (every request's prompt plus its output cap,
    at the batch rate) must be payable at creation (402). Requests run in the background (durable jobs:
    a worker that dies mid-batch loses nothing, each request runs and is billed once), counted against a
    rate window of the account's plan kept apart from its keys' interactive windows.

    Args:
        idempotency_key (str | Unset):
        body (BatchCreateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Batch | Error]
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
    body: BatchCreateRequest,
    idempotency_key: str | Unset = UNSET,
) -> Batch | Error | None:
    """Create a batch

     Queues up to 1000 chat completion requests (spec 8) that all use `model`, which must support batch
    (open-weight models; spec 8), otherwise 400. Requests are billed at 50% of the standard per-token
    rates (spec 8). Streaming is not available in a batch. Every request is checked up front with the
    rules of chat completions; the first bad one rejects the batch with 400 naming it
    (`requests[17].messages`). The batch's worst-case cost (every request's prompt plus its output cap,
    at the batch rate) must be payable at creation (402). Requests run in the background (durable jobs:
    a worker that dies mid-batch loses nothing, each request runs and is billed once), counted against a
    rate window of the account's plan kept apart from its keys' interactive windows.

    Args:
        idempotency_key (str | Unset):
        body (BatchCreateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Batch | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
