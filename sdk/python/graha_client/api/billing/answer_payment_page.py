from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.answer_payment_page_action import AnswerPaymentPageAction
from ...models.error import Error
from ...types import UNSET, Response


def _get_kwargs(
    payment_id: str,
    *,
    action: AnswerPaymentPageAction,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_action = action.value
    params["action"] = json_action

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "post",
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
    action: AnswerPaymentPageAction,
) -> Response[Error | str]:
    """Confirm or decline a local payment

     The payer's answer on the local payment page: `confirm` moves the deposit to `succeeded` (the wallet
    is credited,
    with the first-deposit bonus when it applies), `decline` to `failed`. Only the first answer counts;
    a payment
    past its expiry becomes `expired`. Returns the page showing the final state. Not billed.

    Args:
        payment_id (str):
        action (AnswerPaymentPageAction):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | str]
    """

    kwargs = _get_kwargs(
        payment_id=payment_id,
        action=action,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    payment_id: str,
    *,
    client: AuthenticatedClient | Client,
    action: AnswerPaymentPageAction,
) -> Error | str | None:
    """Confirm or decline a local payment

     The payer's answer on the local payment page: `confirm` moves the deposit to `succeeded` (the wallet
    is credited,
    with the first-deposit bonus when it applies), `decline` to `failed`. Only the first answer counts;
    a payment
    past its expiry becomes `expired`. Returns the page showing the final state. Not billed.

    Args:
        payment_id (str):
        action (AnswerPaymentPageAction):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | str
    """

    return sync_detailed(
        payment_id=payment_id,
        client=client,
        action=action,
    ).parsed


async def asyncio_detailed(
    payment_id: str,
    *,
    client: AuthenticatedClient | Client,
    action: AnswerPaymentPageAction,
) -> Response[Error | str]:
    """Confirm or decline a local payment

     The payer's answer on the local payment page: `confirm` moves the deposit to `succeeded` (the wallet
    is credited,
    with the first-deposit bonus when it applies), `decline` to `failed`. Only the first answer counts;
    a payment
    past its expiry becomes `expired`. Returns the page showing the final state. Not billed.

    Args:
        payment_id (str):
        action (AnswerPaymentPageAction):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | str]
    """

    kwargs = _get_kwargs(
        payment_id=payment_id,
        action=action,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    payment_id: str,
    *,
    client: AuthenticatedClient | Client,
    action: AnswerPaymentPageAction,
) -> Error | str | None:
    """Confirm or decline a local payment

     The payer's answer on the local payment page: `confirm` moves the deposit to `succeeded` (the wallet
    is credited,
    with the first-deposit bonus when it applies), `decline` to `failed`. Only the first answer counts;
    a payment
    past its expiry becomes `expired`. Returns the page showing the final state. Not billed.

    Args:
        payment_id (str):
        action (AnswerPaymentPageAction):

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
            action=action,
        )
    ).parsed
