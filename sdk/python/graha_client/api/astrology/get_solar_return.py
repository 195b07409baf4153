from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.astro_solar_return import AstroSolarReturn
from ...models.error import Error
from ...models.get_solar_return_calendar import GetSolarReturnCalendar
from ...models.get_solar_return_house_system import GetSolarReturnHouseSystem
from ...models.get_solar_return_node import GetSolarReturnNode
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    date: str,
    calendar: GetSolarReturnCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    node: GetSolarReturnNode | Unset = GetSolarReturnNode.MEAN,
    house_system: GetSolarReturnHouseSystem
    | Unset = GetSolarReturnHouseSystem.PLACIDUS,
    year: int,
    return_lat: float | Unset = UNSET,
    return_lon: float | Unset = UNSET,
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

    params["year"] = year

    params["return_lat"] = return_lat

    params["return_lon"] = return_lon

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/astrology/solar-return",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AstroSolarReturn | Error | None:
    if response.status_code == 200:
        response_200 = AstroSolarReturn.from_dict(response.json())

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
) -> Response[AstroSolarReturn | Error]:
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
    calendar: GetSolarReturnCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    node: GetSolarReturnNode | Unset = GetSolarReturnNode.MEAN,
    house_system: GetSolarReturnHouseSystem
    | Unset = GetSolarReturnHouseSystem.PLACIDUS,
    year: int,
    return_lat: float | Unset = UNSET,
    return_lon: float | Unset = UNSET,
) -> Response[AstroSolarReturn | Error]:
    """Solar return chart

     The instant (UTC, to the second) the apparent tropical Sun returns to its natal longitude in `year`,
    and the chart for that instant at return_lat/return_lon (default the birthplace) in the chosen house
    system.

    Args:
        date (str):
        calendar (GetSolarReturnCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        node (GetSolarReturnNode | Unset):  Default: GetSolarReturnNode.MEAN.
        house_system (GetSolarReturnHouseSystem | Unset):  Default:
            GetSolarReturnHouseSystem.PLACIDUS.
        year (int):
        return_lat (float | Unset):
        return_lon (float | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AstroSolarReturn | Error]
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
        year=year,
        return_lat=return_lat,
        return_lon=return_lon,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetSolarReturnCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    node: GetSolarReturnNode | Unset = GetSolarReturnNode.MEAN,
    house_system: GetSolarReturnHouseSystem
    | Unset = GetSolarReturnHouseSystem.PLACIDUS,
    year: int,
    return_lat: float | Unset = UNSET,
    return_lon: float | Unset = UNSET,
) -> AstroSolarReturn | Error | None:
    """Solar return chart

     The instant (UTC, to the second) the apparent tropical Sun returns to its natal longitude in `year`,
    and the chart for that instant at return_lat/return_lon (default the birthplace) in the chosen house
    system.

    Args:
        date (str):
        calendar (GetSolarReturnCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        node (GetSolarReturnNode | Unset):  Default: GetSolarReturnNode.MEAN.
        house_system (GetSolarReturnHouseSystem | Unset):  Default:
            GetSolarReturnHouseSystem.PLACIDUS.
        year (int):
        return_lat (float | Unset):
        return_lon (float | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AstroSolarReturn | Error
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
        year=year,
        return_lat=return_lat,
        return_lon=return_lon,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetSolarReturnCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    node: GetSolarReturnNode | Unset = GetSolarReturnNode.MEAN,
    house_system: GetSolarReturnHouseSystem
    | Unset = GetSolarReturnHouseSystem.PLACIDUS,
    year: int,
    return_lat: float | Unset = UNSET,
    return_lon: float | Unset = UNSET,
) -> Response[AstroSolarReturn | Error]:
    """Solar return chart

     The instant (UTC, to the second) the apparent tropical Sun returns to its natal longitude in `year`,
    and the chart for that instant at return_lat/return_lon (default the birthplace) in the chosen house
    system.

    Args:
        date (str):
        calendar (GetSolarReturnCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        node (GetSolarReturnNode | Unset):  Default: GetSolarReturnNode.MEAN.
        house_system (GetSolarReturnHouseSystem | Unset):  Default:
            GetSolarReturnHouseSystem.PLACIDUS.
        year (int):
        return_lat (float | Unset):
        return_lon (float | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AstroSolarReturn | Error]
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
        year=year,
        return_lat=return_lat,
        return_lon=return_lon,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetSolarReturnCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    node: GetSolarReturnNode | Unset = GetSolarReturnNode.MEAN,
    house_system: GetSolarReturnHouseSystem
    | Unset = GetSolarReturnHouseSystem.PLACIDUS,
    year: int,
    return_lat: float | Unset = UNSET,
    return_lon: float | Unset = UNSET,
) -> AstroSolarReturn | Error | None:
    """Solar return chart

     The instant (UTC, to the second) the apparent tropical Sun returns to its natal longitude in `year`,
    and the chart for that instant at return_lat/return_lon (default the birthplace) in the chosen house
    system.

    Args:
        date (str):
        calendar (GetSolarReturnCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        node (GetSolarReturnNode | Unset):  Default: GetSolarReturnNode.MEAN.
        house_system (GetSolarReturnHouseSystem | Unset):  Default:
            GetSolarReturnHouseSystem.PLACIDUS.
        year (int):
        return_lat (float | Unset):
        return_lon (float | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AstroSolarReturn | Error
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
            year=year,
            return_lat=return_lat,
            return_lon=return_lon,
        )
    ).parsed
