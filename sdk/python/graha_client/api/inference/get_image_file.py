from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...types import UNSET, Response


def _get_kwargs(
    image_id: str,
    *,
    expires: int,
    signature: str,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["expires"] = expires

    params["signature"] = signature

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/images/files/{image_id}".format(
            image_id=quote(str(image_id), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | None:
    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())

        return response_403

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
) -> Response[Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    image_id: str,
    *,
    client: AuthenticatedClient | Client,
    expires: int,
    signature: str,
) -> Response[Error]:
    """Download a generated image

     Returns the PNG bytes of an image made by POST /v1/images/generations, at the signed URL that call
    returned. Needs no key: the signature is the permission, so the URL opens in a browser. A changed
    URL is 403 `invalid_signature`, an expired one 403 `url_expired`; an image no longer kept is 404.
    Not billed.

    Args:
        image_id (str):
        expires (int):
        signature (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error]
    """

    kwargs = _get_kwargs(
        image_id=image_id,
        expires=expires,
        signature=signature,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    image_id: str,
    *,
    client: AuthenticatedClient | Client,
    expires: int,
    signature: str,
) -> Error | None:
    """Download a generated image

     Returns the PNG bytes of an image made by POST /v1/images/generations, at the signed URL that call
    returned. Needs no key: the signature is the permission, so the URL opens in a browser. A changed
    URL is 403 `invalid_signature`, an expired one 403 `url_expired`; an image no longer kept is 404.
    Not billed.

    Args:
        image_id (str):
        expires (int):
        signature (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error
    """

    return sync_detailed(
        image_id=image_id,
        client=client,
        expires=expires,
        signature=signature,
    ).parsed


async def asyncio_detailed(
    image_id: str,
    *,
    client: AuthenticatedClient | Client,
    expires: int,
    signature: str,
) -> Response[Error]:
    """Download a generated image

     Returns the PNG bytes of an image made by POST /v1/images/generations, at the signed URL that call
    returned. Needs no key: the signature is the permission, so the URL opens in a browser. A changed
    URL is 403 `invalid_signature`, an expired one 403 `url_expired`; an image no longer kept is 404.
    Not billed.

    Args:
        image_id (str):
        expires (int):
        signature (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error]
    """

    kwargs = _get_kwargs(
        image_id=image_id,
        expires=expires,
        signature=signature,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    image_id: str,
    *,
    client: AuthenticatedClient | Client,
    expires: int,
    signature: str,
) -> Error | None:
    """Download a generated image

     Returns the PNG bytes of an image made by POST /v1/images/generations, at the signed URL that call
    returned. Needs no key: the signature is the permission, so the URL opens in a browser. A changed
    URL is 403 `invalid_signature`, an expired one 403 `url_expired`; an image no longer kept is 404.
    Not billed.

    Args:
        image_id (str):
        expires (int):
        signature (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error
    """

    return (
        await asyncio_detailed(
            image_id=image_id,
            client=client,
            expires=expires,
            signature=signature,
        )
    ).parsed
