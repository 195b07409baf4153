from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.fine_tuning_job import FineTuningJob
from ...models.fine_tuning_job_create_request import FineTuningJobCreateRequest
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: FineTuningJobCreateRequest,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/fine_tuning/jobs",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | FineTuningJob | None:
    if response.status_code == 200:
        response_200 = FineTuningJob.from_dict(response.json())

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
) -> Response[Error | FineTuningJob]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: FineTuningJobCreateRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[Error | FineTuningJob]:
    """Create a fine-tuning job

     Starts training a custom model from a `processed` file of purpose `fine-tune` (otherwise 400). The
    base model must support fine-tuning (open-weight models; spec 8: 400 `model_not_fine_tunable`; an
    unknown `model` is 400 `model_not_found`, as in batches and evaluations), and `method` must be one
    it supports (400). The file must hold at least 100 examples (lines) for a full-parameter base model
    and 50 for a LoRA base model (spec 8); fewer gives 400; a file of another account is 404. Training
    is billed per trained token (tokens x epochs) at the base model's training price, as it goes; a
    wallet that cannot pay the estimate is refused with 402. The job starts in `validating_files` and
    moves through `queued` and `running` to `succeeded` (with `fine_tuned_model`, usable as `model` in
    chat completions at the base model's rate), `failed` or `cancelled`. The built-in trainer is a
    retrieval adapter: it embeds the examples and serves the fine-tuned model as the base model with the
    nearest examples prepended as demonstrations (the guide, docs/platform.md).

    Args:
        idempotency_key (str | Unset):
        body (FineTuningJobCreateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | FineTuningJob]
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
    body: FineTuningJobCreateRequest,
    idempotency_key: str | Unset = UNSET,
) -> Error | FineTuningJob | None:
    """Create a fine-tuning job

     Starts training a custom model from a `processed` file of purpose `fine-tune` (otherwise 400). The
    base model must support fine-tuning (open-weight models; spec 8: 400 `model_not_fine_tunable`; an
    unknown `model` is 400 `model_not_found`, as in batches and evaluations), and `method` must be one
    it supports (400). The file must hold at least 100 examples (lines) for a full-parameter base model
    and 50 for a LoRA base model (spec 8); fewer gives 400; a file of another account is 404. Training
    is billed per trained token (tokens x epochs) at the base model's training price, as it goes; a
    wallet that cannot pay the estimate is refused with 402. The job starts in `validating_files` and
    moves through `queued` and `running` to `succeeded` (with `fine_tuned_model`, usable as `model` in
    chat completions at the base model's rate), `failed` or `cancelled`. The built-in trainer is a
    retrieval adapter: it embeds the examples and serves the fine-tuned model as the base model with the
    nearest examples prepended as demonstrations (the guide, docs/platform.md).

    Args:
        idempotency_key (str | Unset):
        body (FineTuningJobCreateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | FineTuningJob
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: FineTuningJobCreateRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[Error | FineTuningJob]:
    """Create a fine-tuning job

     Starts training a custom model from a `processed` file of purpose `fine-tune` (otherwise 400). The
    base model must support fine-tuning (open-weight models; spec 8: 400 `model_not_fine_tunable`; an
    unknown `model` is 400 `model_not_found`, as in batches and evaluations), and `method` must be one
    it supports (400). The file must hold at least 100 examples (lines) for a full-parameter base model
    and 50 for a LoRA base model (spec 8); fewer gives 400; a file of another account is 404. Training
    is billed per trained token (tokens x epochs) at the base model's training price, as it goes; a
    wallet that cannot pay the estimate is refused with 402. The job starts in `validating_files` and
    moves through `queued` and `running` to `succeeded` (with `fine_tuned_model`, usable as `model` in
    chat completions at the base model's rate), `failed` or `cancelled`. The built-in trainer is a
    retrieval adapter: it embeds the examples and serves the fine-tuned model as the base model with the
    nearest examples prepended as demonstrations (the guide, docs/platform.md).

    Args:
        idempotency_key (str | Unset):
        body (FineTuningJobCreateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | FineTuningJob]
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
    body: FineTuningJobCreateRequest,
    idempotency_key: str | Unset = UNSET,
) -> Error | FineTuningJob | None:
    """Create a fine-tuning job

     Starts training a custom model from a `processed` file of purpose `fine-tune` (otherwise 400). The
    base model must support fine-tuning (open-weight models; spec 8: 400 `model_not_fine_tunable`; an
    unknown `model` is 400 `model_not_found`, as in batches and evaluations), and `method` must be one
    it supports (400). The file must hold at least 100 examples (lines) for a full-parameter base model
    and 50 for a LoRA base model (spec 8); fewer gives 400; a file of another account is 404. Training
    is billed per trained token (tokens x epochs) at the base model's training price, as it goes; a
    wallet that cannot pay the estimate is refused with 402. The job starts in `validating_files` and
    moves through `queued` and `running` to `succeeded` (with `fine_tuned_model`, usable as `model` in
    chat completions at the base model's rate), `failed` or `cancelled`. The built-in trainer is a
    retrieval adapter: it embeds the examples and serves the fine-tuned model as the base model with the
    nearest examples prepended as demonstrations (the guide, docs/platform.md).

    Args:
        idempotency_key (str | Unset):
        body (FineTuningJobCreateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | FineTuningJob
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
