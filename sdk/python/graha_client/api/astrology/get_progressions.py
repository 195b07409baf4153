from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.astro_progressions import AstroProgressions
from ...models.error import Error
from ...models.get_progressions_calendar import GetProgressionsCalendar
from ...models.get_progressions_house_system import GetProgressionsHouseSystem
from ...models.get_progressions_node import GetProgressionsNode
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    date: str,
    calendar: GetProgressionsCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    node: GetProgressionsNode | Unset = GetProgressionsNode.MEAN,
    house_system: GetProgressionsHouseSystem
    | Unset = GetProgressionsHouseSystem.PLACIDUS,
    at: str,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["date"] = date

    json_calendar: str | Unset = UNSET
    if not isinstance(calendar, Unset):
        json_calendar = calendar.value

    params["calendar"] = json_calendar

    params["time"] = time

    params["lat"] = lat

    params["lon"] = lon

    params["tz"] = tz

    json_node: str | Unset = UNSET
    if not isinstance(node, Unset):
        json_node = node.value

    params["node"] = json_node

    json_house_system: str | Unset = UNSET
    if not isinstance(house_system, Unset):
        json_house_system = house_system.value

    params["house_system"] = json_house_system

    params["at"] = at

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/astrology/progressions",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AstroProgressions | Error | None:
    if response.status_code == 200:
        response_200 = AstroProgressions.from_dict(response.json())

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
) -> Response[AstroProgressions | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetProgressionsCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    node: GetProgressionsNode | Unset = GetProgressionsNode.MEAN,
    house_system: GetProgressionsHouseSystem
    | Unset = GetProgressionsHouseSystem.PLACIDUS,
    at: str,
) -> Response[AstroProgressions | Error]:
    """Secondary progressions and solar arc directions

     Secondary progressions (a day after birth for each tropical year of life, 365.24219 days) for the
    UTC date `at`: the progressed planets, nodes, mean and true Lilith, the progressed MC by solar arc
    and the ascendant from it at the birth latitude; and solar arc directions (every natal point moved
    by progressed Sun - natal Sun).

    Args:
        date (str):
        calendar (GetProgressionsCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        node (GetProgressionsNode | Unset):  Default: GetProgressionsNode.MEAN.
        house_system (GetProgressionsHouseSystem | Unset):  Default:
            GetProgressionsHouseSystem.PLACIDUS.
        at (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AstroProgressions | Error]
    """

    kwargs = _get_kwargs(
        date=date,
        calendar=calendar,
        time=time,
        lat=lat,
        lon=lon,
        tz=tz,
        node=node,
        house_system=house_system,
        at=at,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetProgressionsCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    node: GetProgressionsNode | Unset = GetProgressionsNode.MEAN,
    house_system: GetProgressionsHouseSystem
    | Unset = GetProgressionsHouseSystem.PLACIDUS,
    at: str,
) -> AstroProgressions | Error | None:
    """Secondary progressions and solar arc directions

     Secondary progressions (a day after birth for each tropical year of life, 365.24219 days) for the
    UTC date `at`: the progressed planets, nodes, mean and true Lilith, the progressed MC by solar arc
    and the ascendant from it at the birth latitude; and solar arc directions (every natal point moved
    by progressed Sun - natal Sun).

    Args:
        date (str):
        calendar (GetProgressionsCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        node (GetProgressionsNode | Unset):  Default: GetProgressionsNode.MEAN.
        house_system (GetProgressionsHouseSystem | Unset):  Default:
            GetProgressionsHouseSystem.PLACIDUS.
        at (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AstroProgressions | Error
    """

    return sync_detailed(
        client=client,
        date=date,
        calendar=calendar,
        time=time,
        lat=lat,
        lon=lon,
        tz=tz,
        node=node,
        house_system=house_system,
        at=at,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetProgressionsCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    node: GetProgressionsNode | Unset = GetProgressionsNode.MEAN,
    house_system: GetProgressionsHouseSystem
    | Unset = GetProgressionsHouseSystem.PLACIDUS,
    at: str,
) -> Response[AstroProgressions | Error]:
    """Secondary progressions and solar arc directions

     Secondary progressions (a day after birth for each tropical year of life, 365.24219 days) for the
    UTC date `at`: the progressed planets, nodes, mean and true Lilith, the progressed MC by solar arc
    and the ascendant from it at the birth latitude; and solar arc directions (every natal point moved
    by progressed Sun - natal Sun).

    Args:
        date (str):
        calendar (GetProgressionsCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        node (GetProgressionsNode | Unset):  Default: GetProgressionsNode.MEAN.
        house_system (GetProgressionsHouseSystem | Unset):  Default:
            GetProgressionsHouseSystem.PLACIDUS.
        at (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AstroProgressions | Error]
    """

    kwargs = _get_kwargs(
        date=date,
        calendar=calendar,
        time=time,
        lat=lat,
        lon=lon,
        tz=tz,
        node=node,
        house_system=house_system,
        at=at,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetProgressionsCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    node: GetProgressionsNode | Unset = GetProgressionsNode.MEAN,
    house_system: GetProgressionsHouseSystem
    | Unset = GetProgressionsHouseSystem.PLACIDUS,
    at: str,
) -> AstroProgressions | Error | None:
    """Secondary progressions and solar arc directions

     Secondary progressions (a day after birth for each tropical year of life, 365.24219 days) for the
    UTC date `at`: the progressed planets, nodes, mean and true Lilith, the progressed MC by solar arc
    and the ascendant from it at the birth latitude; and solar arc directions (every natal point moved
    by progressed Sun - natal Sun).

    Args:
        date (str):
        calendar (GetProgressionsCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        node (GetProgressionsNode | Unset):  Default: GetProgressionsNode.MEAN.
        house_system (GetProgressionsHouseSystem | Unset):  Default:
            GetProgressionsHouseSystem.PLACIDUS.
        at (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AstroProgressions | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            date=date,
            calendar=calendar,
            time=time,
            lat=lat,
            lon=lon,
            tz=tz,
            node=node,
            house_system=house_system,
            at=at,
        )
    ).parsed
