from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.get_payment_page_result import GetPaymentPageResult
from ...types import UNSET, Response, Unset


def _get_kwargs(
    payment_id: str,
    *,
    result: GetPaymentPageResult | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_result: str | Unset = UNSET
    if not isinstance(result, Unset):
        json_result = result.value

    params["result"] = json_result

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/pay/{payment_id}".format(
            payment_id=quote(str(payment_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | str | None:
    if response.status_code == 200:
        response_200 = response.text
        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

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
) -> Response[Error | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    payment_id: str,
    *,
    client: AuthenticatedClient | Client,
    result: GetPaymentPageResult | Unset = UNSET,
) -> Response[Error | str]:
    """Local payment page

     The page of the `local` payment provider (development and tests; no money moves), where the payer
    confirms or
    declines a pending deposit. Stripe deposits return here after checkout (`result` tells which way).
    Not billed.

    Args:
        payment_id (str):
        result (GetPaymentPageResult | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | str]
    """

    kwargs = _get_kwargs(
        payment_id=payment_id,
        result=result,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    payment_id: str,
    *,
    client: AuthenticatedClient | Client,
    result: GetPaymentPageResult | Unset = UNSET,
) -> Error | str | None:
    """Local payment page

     The page of the `local` payment provider (development and tests; no money moves), where the payer
    confirms or
    declines a pending deposit. Stripe deposits return here after checkout (`result` tells which way).
    Not billed.

    Args:
        payment_id (str):
        result (GetPaymentPageResult | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | str
    """

    return sync_detailed(
        payment_id=payment_id,
        client=client,
        result=result,
    ).parsed


async def asyncio_detailed(
    payment_id: str,
    *,
    client: AuthenticatedClient | Client,
    result: GetPaymentPageResult | Unset = UNSET,
) -> Response[Error | str]:
    """Local payment page

     The page of the `local` payment provider (development and tests; no money moves), where the payer
    confirms or
    declines a pending deposit. Stripe deposits return here after checkout (`result` tells which way).
    Not billed.

    Args:
        payment_id (str):
        result (GetPaymentPageResult | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | str]
    """

    kwargs = _get_kwargs(
        payment_id=payment_id,
        result=result,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    payment_id: str,
    *,
    client: AuthenticatedClient | Client,
    result: GetPaymentPageResult | Unset = UNSET,
) -> Error | str | None:
    """Local payment page

     The page of the `local` payment provider (development and tests; no money moves), where the payer
    confirms or
    declines a pending deposit. Stripe deposits return here after checkout (`result` tells which way).
    Not billed.

    Args:
        payment_id (str):
        result (GetPaymentPageResult | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | str
    """

    return (
        await asyncio_detailed(
            payment_id=payment_id,
            client=client,
            result=result,
        )
    ).parsed
