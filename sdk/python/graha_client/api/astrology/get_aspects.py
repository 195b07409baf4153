from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.astro_natal_aspects import AstroNatalAspects
from ...models.error import Error
from ...models.get_aspects_calendar import GetAspectsCalendar
from ...models.get_aspects_house_system import GetAspectsHouseSystem
from ...models.get_aspects_node import GetAspectsNode
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    date: str,
    calendar: GetAspectsCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    node: GetAspectsNode | Unset = GetAspectsNode.MEAN,
    house_system: GetAspectsHouseSystem | Unset = GetAspectsHouseSystem.PLACIDUS,
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

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/astrology/aspects",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AstroNatalAspects | Error | None:
    if response.status_code == 200:
        response_200 = AstroNatalAspects.from_dict(response.json())

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
) -> Response[AstroNatalAspects | Error]:
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
    calendar: GetAspectsCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    node: GetAspectsNode | Unset = GetAspectsNode.MEAN,
    house_system: GetAspectsHouseSystem | Unset = GetAspectsHouseSystem.PLACIDUS,
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
) -> Response[AstroNatalAspects | Error]:
    """Western natal aspects and patterns

     Tropical natal chart (the ten planets, the lunar nodes, mean Lilith (`Lilith`) and true (osculating)
    Lilith (`True Lilith`), Chiron, Ceres, Pallas, Juno and Vesta (over the whole range, 1000-01-01 ..
    2999-12-31), the Part of Fortune, the ascendant and MC, with speeds and houses in the chosen house
    system) and every aspect among those points: the five Ptolemaic aspects and the minor ones
    (quincunx, semi-sextile, semi-square, sesquiquadrate, quintile, bi-quintile), each with its orb,
    exactness and whether it is applying or separating (from the two speeds); and the patterns among the
    ten planets (grand trine, T-square, grand cross, yod, stellium by sign and by house). Default orbs
    are listed in `orbs` and can be overridden per aspect.

    Args:
        date (str):
        calendar (GetAspectsCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        node (GetAspectsNode | Unset):  Default: GetAspectsNode.MEAN.
        house_system (GetAspectsHouseSystem | Unset):  Default: GetAspectsHouseSystem.PLACIDUS.
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
        Response[AstroNatalAspects | Error]
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
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetAspectsCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    node: GetAspectsNode | Unset = GetAspectsNode.MEAN,
    house_system: GetAspectsHouseSystem | Unset = GetAspectsHouseSystem.PLACIDUS,
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
) -> AstroNatalAspects | Error | None:
    """Western natal aspects and patterns

     Tropical natal chart (the ten planets, the lunar nodes, mean Lilith (`Lilith`) and true (osculating)
    Lilith (`True Lilith`), Chiron, Ceres, Pallas, Juno and Vesta (over the whole range, 1000-01-01 ..
    2999-12-31), the Part of Fortune, the ascendant and MC, with speeds and houses in the chosen house
    system) and every aspect among those points: the five Ptolemaic aspects and the minor ones
    (quincunx, semi-sextile, semi-square, sesquiquadrate, quintile, bi-quintile), each with its orb,
    exactness and whether it is applying or separating (from the two speeds); and the patterns among the
    ten planets (grand trine, T-square, grand cross, yod, stellium by sign and by house). Default orbs
    are listed in `orbs` and can be overridden per aspect.

    Args:
        date (str):
        calendar (GetAspectsCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        node (GetAspectsNode | Unset):  Default: GetAspectsNode.MEAN.
        house_system (GetAspectsHouseSystem | Unset):  Default: GetAspectsHouseSystem.PLACIDUS.
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
        AstroNatalAspects | Error
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
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetAspectsCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    node: GetAspectsNode | Unset = GetAspectsNode.MEAN,
    house_system: GetAspectsHouseSystem | Unset = GetAspectsHouseSystem.PLACIDUS,
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
) -> Response[AstroNatalAspects | Error]:
    """Western natal aspects and patterns

     Tropical natal chart (the ten planets, the lunar nodes, mean Lilith (`Lilith`) and true (osculating)
    Lilith (`True Lilith`), Chiron, Ceres, Pallas, Juno and Vesta (over the whole range, 1000-01-01 ..
    2999-12-31), the Part of Fortune, the ascendant and MC, with speeds and houses in the chosen house
    system) and every aspect among those points: the five Ptolemaic aspects and the minor ones
    (quincunx, semi-sextile, semi-square, sesquiquadrate, quintile, bi-quintile), each with its orb,
    exactness and whether it is applying or separating (from the two speeds); and the patterns among the
    ten planets (grand trine, T-square, grand cross, yod, stellium by sign and by house). Default orbs
    are listed in `orbs` and can be overridden per aspect.

    Args:
        date (str):
        calendar (GetAspectsCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        node (GetAspectsNode | Unset):  Default: GetAspectsNode.MEAN.
        house_system (GetAspectsHouseSystem | Unset):  Default: GetAspectsHouseSystem.PLACIDUS.
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
        Response[AstroNatalAspects | Error]
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
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetAspectsCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    node: GetAspectsNode | Unset = GetAspectsNode.MEAN,
    house_system: GetAspectsHouseSystem | Unset = GetAspectsHouseSystem.PLACIDUS,
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
) -> AstroNatalAspects | Error | None:
    """Western natal aspects and patterns

     Tropical natal chart (the ten planets, the lunar nodes, mean Lilith (`Lilith`) and true (osculating)
    Lilith (`True Lilith`), Chiron, Ceres, Pallas, Juno and Vesta (over the whole range, 1000-01-01 ..
    2999-12-31), the Part of Fortune, the ascendant and MC, with speeds and houses in the chosen house
    system) and every aspect among those points: the five Ptolemaic aspects and the minor ones
    (quincunx, semi-sextile, semi-square, sesquiquadrate, quintile, bi-quintile), each with its orb,
    exactness and whether it is applying or separating (from the two speeds); and the patterns among the
    ten planets (grand trine, T-square, grand cross, yod, stellium by sign and by house). Default orbs
    are listed in `orbs` and can be overridden per aspect.

    Args:
        date (str):
        calendar (GetAspectsCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        node (GetAspectsNode | Unset):  Default: GetAspectsNode.MEAN.
        house_system (GetAspectsHouseSystem | Unset):  Default: GetAspectsHouseSystem.PLACIDUS.
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
        AstroNatalAspects | Error
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
        )
    ).parsed
