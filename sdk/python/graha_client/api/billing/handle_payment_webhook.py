from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.handle_payment_webhook_body import HandlePaymentWebhookBody
from ...models.handle_payment_webhook_provider import HandlePaymentWebhookProvider
from ...models.handle_payment_webhook_response_200 import (
    HandlePaymentWebhookResponse200,
)
from ...types import Response


def _get_kwargs(
    provider: HandlePaymentWebhookProvider,
    *,
    body: HandlePaymentWebhookBody,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/billing/webhooks/{provider}".format(
            provider=quote(str(provider), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | HandlePaymentWebhookResponse200 | None:
    if response.status_code == 200:
        response_200 = HandlePaymentWebhookResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = Error.from_dict(response.json())

        return response_404

    if response.status_code == 413:
        response_413 = Error.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Error.from_dict(response.json())

        return response_415

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
) -> Response[Error | HandlePaymentWebhookResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    provider: HandlePaymentWebhookProvider,
    *,
    client: AuthenticatedClient | Client,
    body: HandlePaymentWebhookBody,
) -> Response[Error | HandlePaymentWebhookResponse200]:
    """Payment provider webhook

     Called by the payment provider, not by API clients: no bearer key; authenticated by the provider's
    signature
    (`Stripe-Signature` for stripe, `X-Graha-Signature: sha256=<hex HMAC-SHA256 of the raw body>` keyed
    with
    LOCAL_PAYMENT_WEBHOOK_SECRET for local). Each event id is processed once; a payment moves out of
    `pending` once.
    Stripe events used: checkout.session.completed (paid), checkout.session.async_payment_succeeded,
    checkout.session.async_payment_failed, checkout.session.expired; others are acknowledged and
    ignored.

    Args:
        provider (HandlePaymentWebhookProvider):
        body (HandlePaymentWebhookBody): The provider's event, verified against the raw body.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | HandlePaymentWebhookResponse200]
    """

    kwargs = _get_kwargs(
        provider=provider,
        body=body,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    provider: HandlePaymentWebhookProvider,
    *,
    client: AuthenticatedClient | Client,
    body: HandlePaymentWebhookBody,
) -> Error | HandlePaymentWebhookResponse200 | None:
    """Payment provider webhook

     Called by the payment provider, not by API clients: no bearer key; authenticated by the provider's
    signature
    (`Stripe-Signature` for stripe, `X-Graha-Signature: sha256=<hex HMAC-SHA256 of the raw body>` keyed
    with
    LOCAL_PAYMENT_WEBHOOK_SECRET for local). Each event id is processed once; a payment moves out of
    `pending` once.
    Stripe events used: checkout.session.completed (paid), checkout.session.async_payment_succeeded,
    checkout.session.async_payment_failed, checkout.session.expired; others are acknowledged and
    ignored.

    Args:
        provider (HandlePaymentWebhookProvider):
        body (HandlePaymentWebhookBody): The provider's event, verified against the raw body.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | HandlePaymentWebhookResponse200
    """

    return sync_detailed(
        provider=provider,
        client=client,
        body=body,
    ).parsed


async def asyncio_detailed(
    provider: HandlePaymentWebhookProvider,
    *,
    client: AuthenticatedClient | Client,
    body: HandlePaymentWebhookBody,
) -> Response[Error | HandlePaymentWebhookResponse200]:
    """Payment provider webhook

     Called by the payment provider, not by API clients: no bearer key; authenticated by the provider's
    signature
    (`Stripe-Signature` for stripe, `X-Graha-Signature: sha256=<hex HMAC-SHA256 of the raw body>` keyed
    with
    LOCAL_PAYMENT_WEBHOOK_SECRET for local). Each event id is processed once; a payment moves out of
    `pending` once.
    Stripe events used: checkout.session.completed (paid), checkout.session.async_payment_succeeded,
    checkout.session.async_payment_failed, checkout.session.expired; others are acknowledged and
    ignored.

    Args:
        provider (HandlePaymentWebhookProvider):
        body (HandlePaymentWebhookBody): The provider's event, verified against the raw body.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | HandlePaymentWebhookResponse200]
    """

    kwargs = _get_kwargs(
        provider=provider,
        body=body,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    provider: HandlePaymentWebhookProvider,
    *,
    client: AuthenticatedClient | Client,
    body: HandlePaymentWebhookBody,
) -> Error | HandlePaymentWebhookResponse200 | None:
    """Payment provider webhook

     Called by the payment provider, not by API clients: no bearer key; authenticated by the provider's
    signature
    (`Stripe-Signature` for stripe, `X-Graha-Signature: sha256=<hex HMAC-SHA256 of the raw body>` keyed
    with
    LOCAL_PAYMENT_WEBHOOK_SECRET for local). Each event id is processed once; a payment moves out of
    `pending` once.
    Stripe events used: checkout.session.completed (paid), checkout.session.async_payment_succeeded,
    checkout.session.async_payment_failed, checkout.session.expired; others are acknowledged and
    ignored.

    Args:
        provider (HandlePaymentWebhookProvider):
        body (HandlePaymentWebhookBody): The provider's event, verified against the raw body.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | HandlePaymentWebhookResponse200
    """

    return (
        await asyncio_detailed(
            provider=provider,
            client=client,
            body=body,
        )
    ).parsed
