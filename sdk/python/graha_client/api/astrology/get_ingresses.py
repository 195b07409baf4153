from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.astro_ingresses import AstroIngresses
from ...models.error import Error
from ...models.get_ingresses_ayanamsa import GetIngressesAyanamsa
from ...models.get_ingresses_calendar import GetIngressesCalendar
from ...models.get_ingresses_node import GetIngressesNode
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    from_: str,
    to: str,
    calendar: GetIngressesCalendar | Unset = UNSET,
    node: GetIngressesNode | Unset = GetIngressesNode.MEAN,
    ayanamsa: GetIngressesAyanamsa | Unset = GetIngressesAyanamsa.LAHIRI,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["from"] = from_

    params["to"] = to

    json_calendar: str | Unset = UNSET
    if not isinstance(calendar, Unset):
        json_calendar = calendar.value

    params["calendar"] = json_calendar

    json_node: str | Unset = UNSET
    if not isinstance(node, Unset):
        json_node = node.value

    params["node"] = json_node

    json_ayanamsa: str | Unset = UNSET
    if not isinstance(ayanamsa, Unset):
        json_ayanamsa = ayanamsa.value

    params["ayanamsa"] = json_ayanamsa

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/astrology/ingresses",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AstroIngresses | Error | None:
    if response.status_code == 200:
        response_200 = AstroIngresses.from_dict(response.json())

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
) -> Response[AstroIngresses | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    from_: str,
    to: str,
    calendar: GetIngressesCalendar | Unset = UNSET,
    node: GetIngressesNode | Unset = GetIngressesNode.MEAN,
    ayanamsa: GetIngressesAyanamsa | Unset = GetIngressesAyanamsa.LAHIRI,
) -> Response[AstroIngresses | Error]:
    """Ingresses and stations of the slow grahas

     Sidereal sign ingresses of Jupiter, Saturn, Rahu and Ketu and the retrograde and direct stations of
    Jupiter and Saturn between `from` and `to` (UTC days, at most 30 years, 1000-2999). Ingresses agree
    with Swiss Ephemeris (DE431) within a minute; stations, where the motion is flat, within about an
    hour and a quarter.

    Args:
        from_ (str):
        to (str):
        calendar (GetIngressesCalendar | Unset):
        node (GetIngressesNode | Unset):  Default: GetIngressesNode.MEAN.
        ayanamsa (GetIngressesAyanamsa | Unset):  Default: GetIngressesAyanamsa.LAHIRI.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AstroIngresses | Error]
    """

    kwargs = _get_kwargs(
        from_=from_,
        to=to,
        calendar=calendar,
        node=node,
        ayanamsa=ayanamsa,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    from_: str,
    to: str,
    calendar: GetIngressesCalendar | Unset = UNSET,
    node: GetIngressesNode | Unset = GetIngressesNode.MEAN,
    ayanamsa: GetIngressesAyanamsa | Unset = GetIngressesAyanamsa.LAHIRI,
) -> AstroIngresses | Error | None:
    """Ingresses and stations of the slow grahas

     Sidereal sign ingresses of Jupiter, Saturn, Rahu and Ketu and the retrograde and direct stations of
    Jupiter and Saturn between `from` and `to` (UTC days, at most 30 years, 1000-2999). Ingresses agree
    with Swiss Ephemeris (DE431) within a minute; stations, where the motion is flat, within about an
    hour and a quarter.

    Args:
        from_ (str):
        to (str):
        calendar (GetIngressesCalendar | Unset):
        node (GetIngressesNode | Unset):  Default: GetIngressesNode.MEAN.
        ayanamsa (GetIngressesAyanamsa | Unset):  Default: GetIngressesAyanamsa.LAHIRI.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AstroIngresses | Error
    """

    return sync_detailed(
        client=client,
        from_=from_,
        to=to,
        calendar=calendar,
        node=node,
        ayanamsa=ayanamsa,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    from_: str,
    to: str,
    calendar: GetIngressesCalendar | Unset = UNSET,
    node: GetIngressesNode | Unset = GetIngressesNode.MEAN,
    ayanamsa: GetIngressesAyanamsa | Unset = GetIngressesAyanamsa.LAHIRI,
) -> Response[AstroIngresses | Error]:
    """Ingresses and stations of the slow grahas

     Sidereal sign ingresses of Jupiter, Saturn, Rahu and Ketu and the retrograde and direct stations of
    Jupiter and Saturn between `from` and `to` (UTC days, at most 30 years, 1000-2999). Ingresses agree
    with Swiss Ephemeris (DE431) within a minute; stations, where the motion is flat, within about an
    hour and a quarter.

    Args:
        from_ (str):
        to (str):
        calendar (GetIngressesCalendar | Unset):
        node (GetIngressesNode | Unset):  Default: GetIngressesNode.MEAN.
        ayanamsa (GetIngressesAyanamsa | Unset):  Default: GetIngressesAyanamsa.LAHIRI.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AstroIngresses | Error]
    """

    kwargs = _get_kwargs(
        from_=from_,
        to=to,
        calendar=calendar,
        node=node,
        ayanamsa=ayanamsa,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    from_: str,
    to: str,
    calendar: GetIngressesCalendar | Unset = UNSET,
    node: GetIngressesNode | Unset = GetIngressesNode.MEAN,
    ayanamsa: GetIngressesAyanamsa | Unset = GetIngressesAyanamsa.LAHIRI,
) -> AstroIngresses | Error | None:
    """Ingresses and stations of the slow grahas

     Sidereal sign ingresses of Jupiter, Saturn, Rahu and Ketu and the retrograde and direct stations of
    Jupiter and Saturn between `from` and `to` (UTC days, at most 30 years, 1000-2999). Ingresses agree
    with Swiss Ephemeris (DE431) within a minute; stations, where the motion is flat, within about an
    hour and a quarter.

    Args:
        from_ (str):
        to (str):
        calendar (GetIngressesCalendar | Unset):
        node (GetIngressesNode | Unset):  Default: GetIngressesNode.MEAN.
        ayanamsa (GetIngressesAyanamsa | Unset):  Default: GetIngressesAyanamsa.LAHIRI.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AstroIngresses | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            from_=from_,
            to=to,
            calendar=calendar,
            node=node,
            ayanamsa=ayanamsa,
        )
    ).parsed
