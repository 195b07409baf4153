from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.astro_lunar_return import AstroLunarReturn
from ...models.error import Error
from ...models.get_lunar_return_calendar import GetLunarReturnCalendar
from ...models.get_lunar_return_house_system import GetLunarReturnHouseSystem
from ...models.get_lunar_return_node import GetLunarReturnNode
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    date: str,
    calendar: GetLunarReturnCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    node: GetLunarReturnNode | Unset = GetLunarReturnNode.MEAN,
    house_system: GetLunarReturnHouseSystem
    | Unset = GetLunarReturnHouseSystem.PLACIDUS,
    month: str,
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

    params["month"] = month

    params["return_lat"] = return_lat

    params["return_lon"] = return_lon

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/astrology/lunar-return",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AstroLunarReturn | Error | None:
    if response.status_code == 200:
        response_200 = AstroLunarReturn.from_dict(response.json())

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
) -> Response[AstroLunarReturn | Error]:
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
    calendar: GetLunarReturnCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    node: GetLunarReturnNode | Unset = GetLunarReturnNode.MEAN,
    house_system: GetLunarReturnHouseSystem
    | Unset = GetLunarReturnHouseSystem.PLACIDUS,
    month: str,
    return_lat: float | Unset = UNSET,
    return_lon: float | Unset = UNSET,
) -> Response[AstroLunarReturn | Error]:
    """Lunar return chart

     The first instant (UTC, to the second) at or after 00:00 UTC on the first day of `month` at which
    the apparent tropical Moon returns to its natal longitude, and the chart for that instant at
    return_lat/return_lon (default the birthplace).

    Args:
        date (str):
        calendar (GetLunarReturnCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        node (GetLunarReturnNode | Unset):  Default: GetLunarReturnNode.MEAN.
        house_system (GetLunarReturnHouseSystem | Unset):  Default:
            GetLunarReturnHouseSystem.PLACIDUS.
        month (str):
        return_lat (float | Unset):
        return_lon (float | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AstroLunarReturn | Error]
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
        month=month,
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
    calendar: GetLunarReturnCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    node: GetLunarReturnNode | Unset = GetLunarReturnNode.MEAN,
    house_system: GetLunarReturnHouseSystem
    | Unset = GetLunarReturnHouseSystem.PLACIDUS,
    month: str,
    return_lat: float | Unset = UNSET,
    return_lon: float | Unset = UNSET,
) -> AstroLunarReturn | Error | None:
    """Lunar return chart

     The first instant (UTC, to the second) at or after 00:00 UTC on the first day of `month` at which
    the apparent tropical Moon returns to its natal longitude, and the chart for that instant at
    return_lat/return_lon (default the birthplace).

    Args:
        date (str):
        calendar (GetLunarReturnCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        node (GetLunarReturnNode | Unset):  Default: GetLunarReturnNode.MEAN.
        house_system (GetLunarReturnHouseSystem | Unset):  Default:
            GetLunarReturnHouseSystem.PLACIDUS.
        month (str):
        return_lat (float | Unset):
        return_lon (float | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AstroLunarReturn | Error
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
        month=month,
        return_lat=return_lat,
        return_lon=return_lon,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetLunarReturnCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    node: GetLunarReturnNode | Unset = GetLunarReturnNode.MEAN,
    house_system: GetLunarReturnHouseSystem
    | Unset = GetLunarReturnHouseSystem.PLACIDUS,
    month: str,
    return_lat: float | Unset = UNSET,
    return_lon: float | Unset = UNSET,
) -> Response[AstroLunarReturn | Error]:
    """Lunar return chart

     The first instant (UTC, to the second) at or after 00:00 UTC on the first day of `month` at which
    the apparent tropical Moon returns to its natal longitude, and the chart for that instant at
    return_lat/return_lon (default the birthplace).

    Args:
        date (str):
        calendar (GetLunarReturnCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        node (GetLunarReturnNode | Unset):  Default: GetLunarReturnNode.MEAN.
        house_system (GetLunarReturnHouseSystem | Unset):  Default:
            GetLunarReturnHouseSystem.PLACIDUS.
        month (str):
        return_lat (float | Unset):
        return_lon (float | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AstroLunarReturn | Error]
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
        month=month,
        return_lat=return_lat,
        return_lon=return_lon,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetLunarReturnCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    node: GetLunarReturnNode | Unset = GetLunarReturnNode.MEAN,
    house_system: GetLunarReturnHouseSystem
    | Unset = GetLunarReturnHouseSystem.PLACIDUS,
    month: str,
    return_lat: float | Unset = UNSET,
    return_lon: float | Unset = UNSET,
) -> AstroLunarReturn | Error | None:
    """Lunar return chart

     The first instant (UTC, to the second) at or after 00:00 UTC on the first day of `month` at which
    the apparent tropical Moon returns to its natal longitude, and the chart for that instant at
    return_lat/return_lon (default the birthplace).

    Args:
        date (str):
        calendar (GetLunarReturnCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        node (GetLunarReturnNode | Unset):  Default: GetLunarReturnNode.MEAN.
        house_system (GetLunarReturnHouseSystem | Unset):  Default:
            GetLunarReturnHouseSystem.PLACIDUS.
        month (str):
        return_lat (float | Unset):
        return_lon (float | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AstroLunarReturn | Error
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
            month=month,
            return_lat=return_lat,
            return_lon=return_lon,
        )
    ).parsed
