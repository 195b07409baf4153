from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.astro_dasha_timeline import AstroDashaTimeline
from ...models.error import Error
from ...models.get_dasha_calendar import GetDashaCalendar
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    date: str,
    calendar: GetDashaCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    at: str | Unset = UNSET,
    levels: int | Unset = 3,
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

    params["at"] = at

    params["levels"] = levels

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/astrology/dasha",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AstroDashaTimeline | Error | None:
    if response.status_code == 200:
        response_200 = AstroDashaTimeline.from_dict(response.json())

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
) -> Response[AstroDashaTimeline | Error]:
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
    calendar: GetDashaCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    at: str | Unset = UNSET,
    levels: int | Unset = 3,
) -> Response[AstroDashaTimeline | Error]:
    """Vimshottari dasha timeline

     The 120-year mahadasha cycle with all antardashas, the pratyantardashas of the current mahadasha,
    and the periods current at `at` (spec 2.9). Years are 365.25 days.

    Args:
        date (str):
        calendar (GetDashaCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        at (str | Unset):
        levels (int | Unset):  Default: 3.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AstroDashaTimeline | Error]
    """

    kwargs = _get_kwargs(
        date=date,
        calendar=calendar,
        time=time,
        lat=lat,
        lon=lon,
        tz=tz,
        at=at,
        levels=levels,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetDashaCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    at: str | Unset = UNSET,
    levels: int | Unset = 3,
) -> AstroDashaTimeline | Error | None:
    """Vimshottari dasha timeline

     The 120-year mahadasha cycle with all antardashas, the pratyantardashas of the current mahadasha,
    and the periods current at `at` (spec 2.9). Years are 365.25 days.

    Args:
        date (str):
        calendar (GetDashaCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        at (str | Unset):
        levels (int | Unset):  Default: 3.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AstroDashaTimeline | Error
    """

    return sync_detailed(
        client=client,
        date=date,
        calendar=calendar,
        time=time,
        lat=lat,
        lon=lon,
        tz=tz,
        at=at,
        levels=levels,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetDashaCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    at: str | Unset = UNSET,
    levels: int | Unset = 3,
) -> Response[AstroDashaTimeline | Error]:
    """Vimshottari dasha timeline

     The 120-year mahadasha cycle with all antardashas, the pratyantardashas of the current mahadasha,
    and the periods current at `at` (spec 2.9). Years are 365.25 days.

    Args:
        date (str):
        calendar (GetDashaCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        at (str | Unset):
        levels (int | Unset):  Default: 3.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AstroDashaTimeline | Error]
    """

    kwargs = _get_kwargs(
        date=date,
        calendar=calendar,
        time=time,
        lat=lat,
        lon=lon,
        tz=tz,
        at=at,
        levels=levels,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetDashaCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    at: str | Unset = UNSET,
    levels: int | Unset = 3,
) -> AstroDashaTimeline | Error | None:
    """Vimshottari dasha timeline

     The 120-year mahadasha cycle with all antardashas, the pratyantardashas of the current mahadasha,
    and the periods current at `at` (spec 2.9). Years are 365.25 days.

    Args:
        date (str):
        calendar (GetDashaCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        at (str | Unset):
        levels (int | Unset):  Default: 3.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AstroDashaTimeline | Error
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
            at=at,
            levels=levels,
        )
    ).parsed
