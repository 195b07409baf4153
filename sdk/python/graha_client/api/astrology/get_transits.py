from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.astro_transits import AstroTransits
from ...models.error import Error
from ...models.get_transits_aspect_set import GetTransitsAspectSet
from ...models.get_transits_calendar import GetTransitsCalendar
from ...models.get_transits_house_system import GetTransitsHouseSystem
from ...models.get_transits_node import GetTransitsNode
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    date: str,
    calendar: GetTransitsCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    node: GetTransitsNode | Unset = GetTransitsNode.MEAN,
    house_system: GetTransitsHouseSystem | Unset = GetTransitsHouseSystem.PLACIDUS,
    orb_conjunction: float | Unset = 3.0,
    orb_opposition: float | Unset = 3.0,
    orb_trine: float | Unset = 3.0,
    orb_square: float | Unset = 3.0,
    orb_sextile: float | Unset = 3.0,
    orb_quincunx: float | Unset = 1.0,
    orb_semi_sextile: float | Unset = 1.0,
    orb_semi_square: float | Unset = 1.0,
    orb_sesquiquadrate: float | Unset = 1.0,
    orb_quintile: float | Unset = 1.0,
    orb_bi_quintile: float | Unset = 1.0,
    at: str | Unset = UNSET,
    from_: str | Unset = UNSET,
    to: str | Unset = UNSET,
    aspect_set: GetTransitsAspectSet | Unset = GetTransitsAspectSet.MAJOR,
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

    params["orb_conjunction"] = orb_conjunction

    params["orb_opposition"] = orb_opposition

    params["orb_trine"] = orb_trine

    params["orb_square"] = orb_square

    params["orb_sextile"] = orb_sextile

    params["orb_quincunx"] = orb_quincunx

    params["orb_semi_sextile"] = orb_semi_sextile

    params["orb_semi_square"] = orb_semi_square

    params["orb_sesquiquadrate"] = orb_sesquiquadrate

    params["orb_quintile"] = orb_quintile

    params["orb_bi_quintile"] = orb_bi_quintile

    params["at"] = at

    params["from"] = from_

    params["to"] = to

    json_aspect_set: str | Unset = UNSET
    if not isinstance(aspect_set, Unset):
        json_aspect_set = aspect_set.value

    params["aspect_set"] = json_aspect_set

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/astrology/transits",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AstroTransits | Error | None:
    if response.status_code == 200:
        response_200 = AstroTransits.from_dict(response.json())

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
) -> Response[AstroTransits | Error]:
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
    calendar: GetTransitsCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    node: GetTransitsNode | Unset = GetTransitsNode.MEAN,
    house_system: GetTransitsHouseSystem | Unset = GetTransitsHouseSystem.PLACIDUS,
    orb_conjunction: float | Unset = 3.0,
    orb_opposition: float | Unset = 3.0,
    orb_trine: float | Unset = 3.0,
    orb_square: float | Unset = 3.0,
    orb_sextile: float | Unset = 3.0,
    orb_quincunx: float | Unset = 1.0,
    orb_semi_sextile: float | Unset = 1.0,
    orb_semi_square: float | Unset = 1.0,
    orb_sesquiquadrate: float | Unset = 1.0,
    orb_quintile: float | Unset = 1.0,
    orb_bi_quintile: float | Unset = 1.0,
    at: str | Unset = UNSET,
    from_: str | Unset = UNSET,
    to: str | Unset = UNSET,
    aspect_set: GetTransitsAspectSet | Unset = GetTransitsAspectSet.MAJOR,
) -> Response[AstroTransits | Error]:
    """Western transits to a natal chart

     The transiting Sun..Pluto and North Node at `at` (default now) with their natal houses and their
    aspects to the natal points (transit orbs: 3° major, 1° minor by default); with `from` and `to`,
    every exact transit of Sun..Pluto (the Moon left out) to a natal point over that range (at most 366
    days), each instant solved to the second (UTC) by root-finding on the ephemeris; retrograde passes
    give separate hits.

    Args:
        date (str):
        calendar (GetTransitsCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        node (GetTransitsNode | Unset):  Default: GetTransitsNode.MEAN.
        house_system (GetTransitsHouseSystem | Unset):  Default: GetTransitsHouseSystem.PLACIDUS.
        orb_conjunction (float | Unset):  Default: 3.0.
        orb_opposition (float | Unset):  Default: 3.0.
        orb_trine (float | Unset):  Default: 3.0.
        orb_square (float | Unset):  Default: 3.0.
        orb_sextile (float | Unset):  Default: 3.0.
        orb_quincunx (float | Unset):  Default: 1.0.
        orb_semi_sextile (float | Unset):  Default: 1.0.
        orb_semi_square (float | Unset):  Default: 1.0.
        orb_sesquiquadrate (float | Unset):  Default: 1.0.
        orb_quintile (float | Unset):  Default: 1.0.
        orb_bi_quintile (float | Unset):  Default: 1.0.
        at (str | Unset):
        from_ (str | Unset):
        to (str | Unset):
        aspect_set (GetTransitsAspectSet | Unset):  Default: GetTransitsAspectSet.MAJOR.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AstroTransits | Error]
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
        orb_conjunction=orb_conjunction,
        orb_opposition=orb_opposition,
        orb_trine=orb_trine,
        orb_square=orb_square,
        orb_sextile=orb_sextile,
        orb_quincunx=orb_quincunx,
        orb_semi_sextile=orb_semi_sextile,
        orb_semi_square=orb_semi_square,
        orb_sesquiquadrate=orb_sesquiquadrate,
        orb_quintile=orb_quintile,
        orb_bi_quintile=orb_bi_quintile,
        at=at,
        from_=from_,
        to=to,
        aspect_set=aspect_set,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetTransitsCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    node: GetTransitsNode | Unset = GetTransitsNode.MEAN,
    house_system: GetTransitsHouseSystem | Unset = GetTransitsHouseSystem.PLACIDUS,
    orb_conjunction: float | Unset = 3.0,
    orb_opposition: float | Unset = 3.0,
    orb_trine: float | Unset = 3.0,
    orb_square: float | Unset = 3.0,
    orb_sextile: float | Unset = 3.0,
    orb_quincunx: float | Unset = 1.0,
    orb_semi_sextile: float | Unset = 1.0,
    orb_semi_square: float | Unset = 1.0,
    orb_sesquiquadrate: float | Unset = 1.0,
    orb_quintile: float | Unset = 1.0,
    orb_bi_quintile: float | Unset = 1.0,
    at: str | Unset = UNSET,
    from_: str | Unset = UNSET,
    to: str | Unset = UNSET,
    aspect_set: GetTransitsAspectSet | Unset = GetTransitsAspectSet.MAJOR,
) -> AstroTransits | Error | None:
    """Western transits to a natal chart

     The transiting Sun..Pluto and North Node at `at` (default now) with their natal houses and their
    aspects to the natal points (transit orbs: 3° major, 1° minor by default); with `from` and `to`,
    every exact transit of Sun..Pluto (the Moon left out) to a natal point over that range (at most 366
    days), each instant solved to the second (UTC) by root-finding on the ephemeris; retrograde passes
    give separate hits.

    Args:
        date (str):
        calendar (GetTransitsCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        node (GetTransitsNode | Unset):  Default: GetTransitsNode.MEAN.
        house_system (GetTransitsHouseSystem | Unset):  Default: GetTransitsHouseSystem.PLACIDUS.
        orb_conjunction (float | Unset):  Default: 3.0.
        orb_opposition (float | Unset):  Default: 3.0.
        orb_trine (float | Unset):  Default: 3.0.
        orb_square (float | Unset):  Default: 3.0.
        orb_sextile (float | Unset):  Default: 3.0.
        orb_quincunx (float | Unset):  Default: 1.0.
        orb_semi_sextile (float | Unset):  Default: 1.0.
        orb_semi_square (float | Unset):  Default: 1.0.
        orb_sesquiquadrate (float | Unset):  Default: 1.0.
        orb_quintile (float | Unset):  Default: 1.0.
        orb_bi_quintile (float | Unset):  Default: 1.0.
        at (str | Unset):
        from_ (str | Unset):
        to (str | Unset):
        aspect_set (GetTransitsAspectSet | Unset):  Default: GetTransitsAspectSet.MAJOR.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AstroTransits | Error
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
        orb_conjunction=orb_conjunction,
        orb_opposition=orb_opposition,
        orb_trine=orb_trine,
        orb_square=orb_square,
        orb_sextile=orb_sextile,
        orb_quincunx=orb_quincunx,
        orb_semi_sextile=orb_semi_sextile,
        orb_semi_square=orb_semi_square,
        orb_sesquiquadrate=orb_sesquiquadrate,
        orb_quintile=orb_quintile,
        orb_bi_quintile=orb_bi_quintile,
        at=at,
        from_=from_,
        to=to,
        aspect_set=aspect_set,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetTransitsCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    node: GetTransitsNode | Unset = GetTransitsNode.MEAN,
    house_system: GetTransitsHouseSystem | Unset = GetTransitsHouseSystem.PLACIDUS,
    orb_conjunction: float | Unset = 3.0,
    orb_opposition: float | Unset = 3.0,
    orb_trine: float | Unset = 3.0,
    orb_square: float | Unset = 3.0,
    orb_sextile: float | Unset = 3.0,
    orb_quincunx: float | Unset = 1.0,
    orb_semi_sextile: float | Unset = 1.0,
    orb_semi_square: float | Unset = 1.0,
    orb_sesquiquadrate: float | Unset = 1.0,
    orb_quintile: float | Unset = 1.0,
    orb_bi_quintile: float | Unset = 1.0,
    at: str | Unset = UNSET,
    from_: str | Unset = UNSET,
    to: str | Unset = UNSET,
    aspect_set: GetTransitsAspectSet | Unset = GetTransitsAspectSet.MAJOR,
) -> Response[AstroTransits | Error]:
    """Western transits to a natal chart

     The transiting Sun..Pluto and North Node at `at` (default now) with their natal houses and their
    aspects to the natal points (transit orbs: 3° major, 1° minor by default); with `from` and `to`,
    every exact transit of Sun..Pluto (the Moon left out) to a natal point over that range (at most 366
    days), each instant solved to the second (UTC) by root-finding on the ephemeris; retrograde passes
    give separate hits.

    Args:
        date (str):
        calendar (GetTransitsCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        node (GetTransitsNode | Unset):  Default: GetTransitsNode.MEAN.
        house_system (GetTransitsHouseSystem | Unset):  Default: GetTransitsHouseSystem.PLACIDUS.
        orb_conjunction (float | Unset):  Default: 3.0.
        orb_opposition (float | Unset):  Default: 3.0.
        orb_trine (float | Unset):  Default: 3.0.
        orb_square (float | Unset):  Default: 3.0.
        orb_sextile (float | Unset):  Default: 3.0.
        orb_quincunx (float | Unset):  Default: 1.0.
        orb_semi_sextile (float | Unset):  Default: 1.0.
        orb_semi_square (float | Unset):  Default: 1.0.
        orb_sesquiquadrate (float | Unset):  Default: 1.0.
        orb_quintile (float | Unset):  Default: 1.0.
        orb_bi_quintile (float | Unset):  Default: 1.0.
        at (str | Unset):
        from_ (str | Unset):
        to (str | Unset):
        aspect_set (GetTransitsAspectSet | Unset):  Default: GetTransitsAspectSet.MAJOR.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AstroTransits | Error]
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
        orb_conjunction=orb_conjunction,
        orb_opposition=orb_opposition,
        orb_trine=orb_trine,
        orb_square=orb_square,
        orb_sextile=orb_sextile,
        orb_quincunx=orb_quincunx,
        orb_semi_sextile=orb_semi_sextile,
        orb_semi_square=orb_semi_square,
        orb_sesquiquadrate=orb_sesquiquadrate,
        orb_quintile=orb_quintile,
        orb_bi_quintile=orb_bi_quintile,
        at=at,
        from_=from_,
        to=to,
        aspect_set=aspect_set,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetTransitsCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    node: GetTransitsNode | Unset = GetTransitsNode.MEAN,
    house_system: GetTransitsHouseSystem | Unset = GetTransitsHouseSystem.PLACIDUS,
    orb_conjunction: float | Unset = 3.0,
    orb_opposition: float | Unset = 3.0,
    orb_trine: float | Unset = 3.0,
    orb_square: float | Unset = 3.0,
    orb_sextile: float | Unset = 3.0,
    orb_quincunx: float | Unset = 1.0,
    orb_semi_sextile: float | Unset = 1.0,
    orb_semi_square: float | Unset = 1.0,
    orb_sesquiquadrate: float | Unset = 1.0,
    orb_quintile: float | Unset = 1.0,
    orb_bi_quintile: float | Unset = 1.0,
    at: str | Unset = UNSET,
    from_: str | Unset = UNSET,
    to: str | Unset = UNSET,
    aspect_set: GetTransitsAspectSet | Unset = GetTransitsAspectSet.MAJOR,
) -> AstroTransits | Error | None:
    """Western transits to a natal chart

     The transiting Sun..Pluto and North Node at `at` (default now) with their natal houses and their
    aspects to the natal points (transit orbs: 3° major, 1° minor by default); with `from` and `to`,
    every exact transit of Sun..Pluto (the Moon left out) to a natal point over that range (at most 366
    days), each instant solved to the second (UTC) by root-finding on the ephemeris; retrograde passes
    give separate hits.

    Args:
        date (str):
        calendar (GetTransitsCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        node (GetTransitsNode | Unset):  Default: GetTransitsNode.MEAN.
        house_system (GetTransitsHouseSystem | Unset):  Default: GetTransitsHouseSystem.PLACIDUS.
        orb_conjunction (float | Unset):  Default: 3.0.
        orb_opposition (float | Unset):  Default: 3.0.
        orb_trine (float | Unset):  Default: 3.0.
        orb_square (float | Unset):  Default: 3.0.
        orb_sextile (float | Unset):  Default: 3.0.
        orb_quincunx (float | Unset):  Default: 1.0.
        orb_semi_sextile (float | Unset):  Default: 1.0.
        orb_semi_square (float | Unset):  Default: 1.0.
        orb_sesquiquadrate (float | Unset):  Default: 1.0.
        orb_quintile (float | Unset):  Default: 1.0.
        orb_bi_quintile (float | Unset):  Default: 1.0.
        at (str | Unset):
        from_ (str | Unset):
        to (str | Unset):
        aspect_set (GetTransitsAspectSet | Unset):  Default: GetTransitsAspectSet.MAJOR.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AstroTransits | Error
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
            orb_conjunction=orb_conjunction,
            orb_opposition=orb_opposition,
            orb_trine=orb_trine,
            orb_square=orb_square,
            orb_sextile=orb_sextile,
            orb_quincunx=orb_quincunx,
            orb_semi_sextile=orb_semi_sextile,
            orb_semi_square=orb_semi_square,
            orb_sesquiquadrate=orb_sesquiquadrate,
            orb_quintile=orb_quintile,
            orb_bi_quintile=orb_bi_quintile,
            at=at,
            from_=from_,
            to=to,
            aspect_set=aspect_set,
        )
    ).parsed
