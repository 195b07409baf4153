from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.evaluation import Evaluation
from ...models.evaluation_create_request import EvaluationCreateRequest
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: EvaluationCreateRequest,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/evaluations",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | Evaluation | None:
    if response.status_code == 200:
        response_200 = Evaluation.from_dict(response.json())

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
) -> Response[Error | Evaluation]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: EvaluationCreateRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[Error | Evaluation]:
    """Create an evaluation

     Has `judge_model` (any chat model) judge up to 500 test cases. `classification` gives a label and
    reasoning per case (labels from `labels` or the case's own `labels`; one of them is needed,
    otherwise 400); `scoring` gives a score within `scale` and reasoning (`scale.min` must be below
    `scale.max`, 400); `comparison` needs 2 to 4 outputs per case and gives the winner's index and
    reasoning (spec 2.14). Judge tokens are billed at the judge model's standard rates.

    Args:
        idempotency_key (str | Unset):
        body (EvaluationCreateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Evaluation]
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
    body: EvaluationCreateRequest,
    idempotency_key: str | Unset = UNSET,
) -> Error | Evaluation | None:
    """Create an evaluation

     Has `judge_model` (any chat model) judge up to 500 test cases. `classification` gives a label and
    reasoning per case (labels from `labels` or the case's own `labels`; one of them is needed,
    otherwise 400); `scoring` gives a score within `scale` and reasoning (`scale.min` must be below
    `scale.max`, 400); `comparison` needs 2 to 4 outputs per case and gives the winner's index and
    reasoning (spec 2.14). Judge tokens are billed at the judge model's standard rates.

    Args:
        idempotency_key (str | Unset):
        body (EvaluationCreateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Evaluation
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: EvaluationCreateRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[Error | Evaluation]:
    """Create an evaluation

     Has `judge_model` (any chat model) judge up to 500 test cases. `classification` gives a label and
    reasoning per case (labels from `labels` or the case's own `labels`; one of them is needed,
    otherwise 400); `scoring` gives a score within `scale` and reasoning (`scale.min` must be below
    `scale.max`, 400); `comparison` needs 2 to 4 outputs per case and gives the winner's index and
    reasoning (spec 2.14). Judge tokens are billed at the judge model's standard rates.

    Args:
        idempotency_key (str | Unset):
        body (EvaluationCreateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Evaluation]
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
    body: EvaluationCreateRequest,
    idempotency_key: str | Unset = UNSET,
) -> Error | Evaluation | None:
    """Create an evaluation

     Has `judge_model` (any chat model) judge up to 500 test cases. `classification` gives a label and
    reasoning per case (labels from `labels` or the case's own `labels`; one of them is needed,
    otherwise 400); `scoring` gives a score within `scale` and reasoning (`scale.min` must be below
    `scale.max`, 400); `comparison` needs 2 to 4 outputs per case and gives the winner's index and
    reasoning (spec 2.14). Judge tokens are billed at the judge model's standard rates.

    Args:
        idempotency_key (str | Unset):
        body (EvaluationCreateRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Evaluation
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
