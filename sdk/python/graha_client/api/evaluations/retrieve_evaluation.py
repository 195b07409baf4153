from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.evaluation import Evaluation
from ...types import Response


def _get_kwargs(
    evaluation_id: str,
) -> dict[str, Any]:

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/evaluations/{evaluation_id}".format(
            evaluation_id=quote(str(evaluation_id), safe=""),
        ),
    }

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
    evaluation_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Error | Evaluation]:
    """Get an evaluation and its results

     Returns per-test-case results (in test-case order, filled as cases finish) and aggregate metrics
    (spec 4.19): `mean_score` and `score_std_dev` for scoring, `label_counts` for classification,
    `win_counts`, `win_rates`, `ties` and `tie_rate` for comparison (both orders are asked; a
    disagreement is a tie). A case whose judge gave no well-formed verdict after three attempts carries
    an `error` and counts in `errors`. Another account's id is 404.

    Args:
        evaluation_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Evaluation]
    """

    kwargs = _get_kwargs(
        evaluation_id=evaluation_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    evaluation_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Error | Evaluation | None:
    """Get an evaluation and its results

     Returns per-test-case results (in test-case order, filled as cases finish) and aggregate metrics
    (spec 4.19): `mean_score` and `score_std_dev` for scoring, `label_counts` for classification,
    `win_counts`, `win_rates`, `ties` and `tie_rate` for comparison (both orders are asked; a
    disagreement is a tie). A case whose judge gave no well-formed verdict after three attempts carries
    an `error` and counts in `errors`. Another account's id is 404.

    Args:
        evaluation_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Evaluation
    """

    return sync_detailed(
        evaluation_id=evaluation_id,
        client=client,
    ).parsed


async def asyncio_detailed(
    evaluation_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Response[Error | Evaluation]:
    """Get an evaluation and its results

     Returns per-test-case results (in test-case order, filled as cases finish) and aggregate metrics
    (spec 4.19): `mean_score` and `score_std_dev` for scoring, `label_counts` for classification,
    `win_counts`, `win_rates`, `ties` and `tie_rate` for comparison (both orders are asked; a
    disagreement is a tie). A case whose judge gave no well-formed verdict after three attempts carries
    an `error` and counts in `errors`. Another account's id is 404.

    Args:
        evaluation_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | Evaluation]
    """

    kwargs = _get_kwargs(
        evaluation_id=evaluation_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    evaluation_id: str,
    *,
    client: AuthenticatedClient | Client,
) -> Error | Evaluation | None:
    """Get an evaluation and its results

     Returns per-test-case results (in test-case order, filled as cases finish) and aggregate metrics
    (spec 4.19): `mean_score` and `score_std_dev` for scoring, `label_counts` for classification,
    `win_counts`, `win_rates`, `ties` and `tie_rate` for comparison (both orders are asked; a
    disagreement is a tie). A case whose judge gave no well-formed verdict after three attempts carries
    an `error` and counts in `errors`. Another account's id is 404.

    Args:
        evaluation_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | Evaluation
    """

    return (
        await asyncio_detailed(
            evaluation_id=evaluation_id,
            client=client,
        )
    ).parsed
