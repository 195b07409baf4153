from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.astro_synastry import AstroSynastry
from ...models.error import Error
from ...models.get_synastry_calendar import GetSynastryCalendar
from ...models.get_synastry_house_system import GetSynastryHouseSystem
from ...models.get_synastry_node import GetSynastryNode
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    p1_date: str,
    calendar: GetSynastryCalendar | Unset = UNSET,
    p1_time: str,
    p1_lat: float,
    p1_lon: float,
    p1_tz: float | Unset = UNSET,
    p2_date: str,
    p2_time: str,
    p2_lat: float,
    p2_lon: float,
    p2_tz: float | Unset = UNSET,
    node: GetSynastryNode | Unset = GetSynastryNode.MEAN,
    house_system: GetSynastryHouseSystem | Unset = GetSynastryHouseSystem.PLACIDUS,
    orb_conjunction: float | Unset = 8.0,
    orb_opposition: float | Unset = 8.0,
    orb_trine: float | Unset = 8.0,
    orb_square: float | Unset = 7.0,
    orb_sextile: float | Unset = 6.0,
    orb_quincunx: float | Unset = 3.0,
    orb_semi_sextile: float | Unset = 2.0,
    orb_semi_square: float | Unset = 2.0,
    orb_sesquiquadrate: float | Unset = 2.0,
    orb_quintile: float | Unset = 2.0,
    orb_bi_quintile: float | Unset = 2.0,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["p1_date"] = p1_date

    json_calendar: str | Unset = UNSET
    if not isinstance(calendar, Unset):
        json_calendar = calendar.value

    params["calendar"] = json_calendar

    params["p1_time"] = p1_time

    params["p1_lat"] = p1_lat

    params["p1_lon"] = p1_lon

    params["p1_tz"] = p1_tz

    params["p2_date"] = p2_date

    params["p2_time"] = p2_time

    params["p2_lat"] = p2_lat

    params["p2_lon"] = p2_lon

    params["p2_tz"] = p2_tz

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

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/astrology/synastry",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AstroSynastry | Error | None:
    if response.status_code == 200:
        response_200 = AstroSynastry.from_dict(response.json())

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
) -> Response[AstroSynastry | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    p1_date: str,
    calendar: GetSynastryCalendar | Unset = UNSET,
    p1_time: str,
    p1_lat: float,
    p1_lon: float,
    p1_tz: float | Unset = UNSET,
    p2_date: str,
    p2_time: str,
    p2_lat: float,
    p2_lon: float,
    p2_tz: float | Unset = UNSET,
    node: GetSynastryNode | Unset = GetSynastryNode.MEAN,
    house_system: GetSynastryHouseSystem | Unset = GetSynastryHouseSystem.PLACIDUS,
    orb_conjunction: float | Unset = 8.0,
    orb_opposition: float | Unset = 8.0,
    orb_trine: float | Unset = 8.0,
    orb_square: float | Unset = 7.0,
    orb_sextile: float | Unset = 6.0,
    orb_quincunx: float | Unset = 3.0,
    orb_semi_sextile: float | Unset = 2.0,
    orb_semi_square: float | Unset = 2.0,
    orb_sesquiquadrate: float | Unset = 2.0,
    orb_quintile: float | Unset = 2.0,
    orb_bi_quintile: float | Unset = 2.0,
) -> Response[AstroSynastry | Error]:
    """Western synastry and composite chart

     Both tropical natal charts, every aspect between a point of person 1 and a point of person 2 (natal
    orbs, overridable), a summary (harmonious, challenging and variable contacts, an exactness-weighted
    harmony share, the contacts among Sun, Moon, Venus, Mars and the ascendants) and the midpoint
    composite chart (Robert Hand: near midpoints; houses from the midpoint MC at the mean latitude in
    the chosen house system) and the Davison chart (midpoint in time and space).

    Args:
        p1_date (str):
        calendar (GetSynastryCalendar | Unset):
        p1_time (str):
        p1_lat (float):
        p1_lon (float):
        p1_tz (float | Unset):
        p2_date (str):
        p2_time (str):
        p2_lat (float):
        p2_lon (float):
        p2_tz (float | Unset):
        node (GetSynastryNode | Unset):  Default: GetSynastryNode.MEAN.
        house_system (GetSynastryHouseSystem | Unset):  Default: GetSynastryHouseSystem.PLACIDUS.
        orb_conjunction (float | Unset):  Default: 8.0.
        orb_opposition (float | Unset):  Default: 8.0.
        orb_trine (float | Unset):  Default: 8.0.
        orb_square (float | Unset):  Default: 7.0.
        orb_sextile (float | Unset):  Default: 6.0.
        orb_quincunx (float | Unset):  Default: 3.0.
        orb_semi_sextile (float | Unset):  Default: 2.0.
        orb_semi_square (float | Unset):  Default: 2.0.
        orb_sesquiquadrate (float | Unset):  Default: 2.0.
        orb_quintile (float | Unset):  Default: 2.0.
        orb_bi_quintile (float | Unset):  Default: 2.0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AstroSynastry | Error]
    """

    kwargs = _get_kwargs(
        p1_date=p1_date,
        calendar=calendar,
        p1_time=p1_time,
        p1_lat=p1_lat,
        p1_lon=p1_lon,
        p1_tz=p1_tz,
        p2_date=p2_date,
        p2_time=p2_time,
        p2_lat=p2_lat,
        p2_lon=p2_lon,
        p2_tz=p2_tz,
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
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    p1_date: str,
    calendar: GetSynastryCalendar | Unset = UNSET,
    p1_time: str,
    p1_lat: float,
    p1_lon: float,
    p1_tz: float | Unset = UNSET,
    p2_date: str,
    p2_time: str,
    p2_lat: float,
    p2_lon: float,
    p2_tz: float | Unset = UNSET,
    node: GetSynastryNode | Unset = GetSynastryNode.MEAN,
    house_system: GetSynastryHouseSystem | Unset = GetSynastryHouseSystem.PLACIDUS,
    orb_conjunction: float | Unset = 8.0,
    orb_opposition: float | Unset = 8.0,
    orb_trine: float | Unset = 8.0,
    orb_square: float | Unset = 7.0,
    orb_sextile: float | Unset = 6.0,
    orb_quincunx: float | Unset = 3.0,
    orb_semi_sextile: float | Unset = 2.0,
    orb_semi_square: float | Unset = 2.0,
    orb_sesquiquadrate: float | Unset = 2.0,
    orb_quintile: float | Unset = 2.0,
    orb_bi_quintile: float | Unset = 2.0,
) -> AstroSynastry | Error | None:
    """Western synastry and composite chart

     Both tropical natal charts, every aspect between a point of person 1 and a point of person 2 (natal
    orbs, overridable), a summary (harmonious, challenging and variable contacts, an exactness-weighted
    harmony share, the contacts among Sun, Moon, Venus, Mars and the ascendants) and the midpoint
    composite chart (Robert Hand: near midpoints; houses from the midpoint MC at the mean latitude in
    the chosen house system) and the Davison chart (midpoint in time and space).

    Args:
        p1_date (str):
        calendar (GetSynastryCalendar | Unset):
        p1_time (str):
        p1_lat (float):
        p1_lon (float):
        p1_tz (float | Unset):
        p2_date (str):
        p2_time (str):
        p2_lat (float):
        p2_lon (float):
        p2_tz (float | Unset):
        node (GetSynastryNode | Unset):  Default: GetSynastryNode.MEAN.
        house_system (GetSynastryHouseSystem | Unset):  Default: GetSynastryHouseSystem.PLACIDUS.
        orb_conjunction (float | Unset):  Default: 8.0.
        orb_opposition (float | Unset):  Default: 8.0.
        orb_trine (float | Unset):  Default: 8.0.
        orb_square (float | Unset):  Default: 7.0.
        orb_sextile (float | Unset):  Default: 6.0.
        orb_quincunx (float | Unset):  Default: 3.0.
        orb_semi_sextile (float | Unset):  Default: 2.0.
        orb_semi_square (float | Unset):  Default: 2.0.
        orb_sesquiquadrate (float | Unset):  Default: 2.0.
        orb_quintile (float | Unset):  Default: 2.0.
        orb_bi_quintile (float | Unset):  Default: 2.0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AstroSynastry | Error
    """

    return sync_detailed(
        client=client,
        p1_date=p1_date,
        calendar=calendar,
        p1_time=p1_time,
        p1_lat=p1_lat,
        p1_lon=p1_lon,
        p1_tz=p1_tz,
        p2_date=p2_date,
        p2_time=p2_time,
        p2_lat=p2_lat,
        p2_lon=p2_lon,
        p2_tz=p2_tz,
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
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    p1_date: str,
    calendar: GetSynastryCalendar | Unset = UNSET,
    p1_time: str,
    p1_lat: float,
    p1_lon: float,
    p1_tz: float | Unset = UNSET,
    p2_date: str,
    p2_time: str,
    p2_lat: float,
    p2_lon: float,
    p2_tz: float | Unset = UNSET,
    node: GetSynastryNode | Unset = GetSynastryNode.MEAN,
    house_system: GetSynastryHouseSystem | Unset = GetSynastryHouseSystem.PLACIDUS,
    orb_conjunction: float | Unset = 8.0,
    orb_opposition: float | Unset = 8.0,
    orb_trine: float | Unset = 8.0,
    orb_square: float | Unset = 7.0,
    orb_sextile: float | Unset = 6.0,
    orb_quincunx: float | Unset = 3.0,
    orb_semi_sextile: float | Unset = 2.0,
    orb_semi_square: float | Unset = 2.0,
    orb_sesquiquadrate: float | Unset = 2.0,
    orb_quintile: float | Unset = 2.0,
    orb_bi_quintile: float | Unset = 2.0,
) -> Response[AstroSynastry | Error]:
    """Western synastry and composite chart

     Both tropical natal charts, every aspect between a point of person 1 and a point of person 2 (natal
    orbs, overridable), a summary (harmonious, challenging and variable contacts, an exactness-weighted
    harmony share, the contacts among Sun, Moon, Venus, Mars and the ascendants) and the midpoint
    composite chart (Robert Hand: near midpoints; houses from the midpoint MC at the mean latitude in
    the chosen house system) and the Davison chart (midpoint in time and space).

    Args:
        p1_date (str):
        calendar (GetSynastryCalendar | Unset):
        p1_time (str):
        p1_lat (float):
        p1_lon (float):
        p1_tz (float | Unset):
        p2_date (str):
        p2_time (str):
        p2_lat (float):
        p2_lon (float):
        p2_tz (float | Unset):
        node (GetSynastryNode | Unset):  Default: GetSynastryNode.MEAN.
        house_system (GetSynastryHouseSystem | Unset):  Default: GetSynastryHouseSystem.PLACIDUS.
        orb_conjunction (float | Unset):  Default: 8.0.
        orb_opposition (float | Unset):  Default: 8.0.
        orb_trine (float | Unset):  Default: 8.0.
        orb_square (float | Unset):  Default: 7.0.
        orb_sextile (float | Unset):  Default: 6.0.
        orb_quincunx (float | Unset):  Default: 3.0.
        orb_semi_sextile (float | Unset):  Default: 2.0.
        orb_semi_square (float | Unset):  Default: 2.0.
        orb_sesquiquadrate (float | Unset):  Default: 2.0.
        orb_quintile (float | Unset):  Default: 2.0.
        orb_bi_quintile (float | Unset):  Default: 2.0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AstroSynastry | Error]
    """

    kwargs = _get_kwargs(
        p1_date=p1_date,
        calendar=calendar,
        p1_time=p1_time,
        p1_lat=p1_lat,
        p1_lon=p1_lon,
        p1_tz=p1_tz,
        p2_date=p2_date,
        p2_time=p2_time,
        p2_lat=p2_lat,
        p2_lon=p2_lon,
        p2_tz=p2_tz,
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
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    p1_date: str,
    calendar: GetSynastryCalendar | Unset = UNSET,
    p1_time: str,
    p1_lat: float,
    p1_lon: float,
    p1_tz: float | Unset = UNSET,
    p2_date: str,
    p2_time: str,
    p2_lat: float,
    p2_lon: float,
    p2_tz: float | Unset = UNSET,
    node: GetSynastryNode | Unset = GetSynastryNode.MEAN,
    house_system: GetSynastryHouseSystem | Unset = GetSynastryHouseSystem.PLACIDUS,
    orb_conjunction: float | Unset = 8.0,
    orb_opposition: float | Unset = 8.0,
    orb_trine: float | Unset = 8.0,
    orb_square: float | Unset = 7.0,
    orb_sextile: float | Unset = 6.0,
    orb_quincunx: float | Unset = 3.0,
    orb_semi_sextile: float | Unset = 2.0,
    orb_semi_square: float | Unset = 2.0,
    orb_sesquiquadrate: float | Unset = 2.0,
    orb_quintile: float | Unset = 2.0,
    orb_bi_quintile: float | Unset = 2.0,
) -> AstroSynastry | Error | None:
    """Western synastry and composite chart

     Both tropical natal charts, every aspect between a point of person 1 and a point of person 2 (natal
    orbs, overridable), a summary (harmonious, challenging and variable contacts, an exactness-weighted
    harmony share, the contacts among Sun, Moon, Venus, Mars and the ascendants) and the midpoint
    composite chart (Robert Hand: near midpoints; houses from the midpoint MC at the mean latitude in
    the chosen house system) and the Davison chart (midpoint in time and space).

    Args:
        p1_date (str):
        calendar (GetSynastryCalendar | Unset):
        p1_time (str):
        p1_lat (float):
        p1_lon (float):
        p1_tz (float | Unset):
        p2_date (str):
        p2_time (str):
        p2_lat (float):
        p2_lon (float):
        p2_tz (float | Unset):
        node (GetSynastryNode | Unset):  Default: GetSynastryNode.MEAN.
        house_system (GetSynastryHouseSystem | Unset):  Default: GetSynastryHouseSystem.PLACIDUS.
        orb_conjunction (float | Unset):  Default: 8.0.
        orb_opposition (float | Unset):  Default: 8.0.
        orb_trine (float | Unset):  Default: 8.0.
        orb_square (float | Unset):  Default: 7.0.
        orb_sextile (float | Unset):  Default: 6.0.
        orb_quincunx (float | Unset):  Default: 3.0.
        orb_semi_sextile (float | Unset):  Default: 2.0.
        orb_semi_square (float | Unset):  Default: 2.0.
        orb_sesquiquadrate (float | Unset):  Default: 2.0.
        orb_quintile (float | Unset):  Default: 2.0.
        orb_bi_quintile (float | Unset):  Default: 2.0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AstroSynastry | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            p1_date=p1_date,
            calendar=calendar,
            p1_time=p1_time,
            p1_lat=p1_lat,
            p1_lon=p1_lon,
            p1_tz=p1_tz,
            p2_date=p2_date,
            p2_time=p2_time,
            p2_lat=p2_lat,
            p2_lon=p2_lon,
            p2_tz=p2_tz,
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
        )
    ).parsed
