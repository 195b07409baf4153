from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.astro_varshaphal import AstroVarshaphal
from ...models.error import Error
from ...models.get_varshaphal_ayanamsa import GetVarshaphalAyanamsa
from ...models.get_varshaphal_calendar import GetVarshaphalCalendar
from ...models.get_varshaphal_language import GetVarshaphalLanguage
from ...models.get_varshaphal_node import GetVarshaphalNode
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    date: str,
    calendar: GetVarshaphalCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetVarshaphalLanguage | Unset = GetVarshaphalLanguage.EN,
    node: GetVarshaphalNode | Unset = GetVarshaphalNode.MEAN,
    ayanamsa: GetVarshaphalAyanamsa | Unset = GetVarshaphalAyanamsa.LAHIRI,
    year: int | Unset = UNSET,
    age: int | Unset = UNSET,
    return_lat: float | Unset = UNSET,
    return_lon: float | Unset = UNSET,
    return_tz: float | Unset = UNSET,
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

    json_language: str | Unset = UNSET
    if not isinstance(language, Unset):
        json_language = language.value

    params["language"] = json_language

    json_node: str | Unset = UNSET
    if not isinstance(node, Unset):
        json_node = node.value

    params["node"] = json_node

    json_ayanamsa: str | Unset = UNSET
    if not isinstance(ayanamsa, Unset):
        json_ayanamsa = ayanamsa.value

    params["ayanamsa"] = json_ayanamsa

    params["year"] = year

    params["age"] = age

    params["return_lat"] = return_lat

    params["return_lon"] = return_lon

    params["return_tz"] = return_tz

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/astrology/varshaphal",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AstroVarshaphal | Error | None:
    if response.status_code == 200:
        response_200 = AstroVarshaphal.from_dict(response.json())

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
) -> Response[AstroVarshaphal | Error]:
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
    calendar: GetVarshaphalCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetVarshaphalLanguage | Unset = GetVarshaphalLanguage.EN,
    node: GetVarshaphalNode | Unset = GetVarshaphalNode.MEAN,
    ayanamsa: GetVarshaphalAyanamsa | Unset = GetVarshaphalAyanamsa.LAHIRI,
    year: int | Unset = UNSET,
    age: int | Unset = UNSET,
    return_lat: float | Unset = UNSET,
    return_lon: float | Unset = UNSET,
    return_tz: float | Unset = UNSET,
) -> Response[AstroVarshaphal | Error]:
    """Varshaphal (Tajika annual chart: solar return, Muntha, year lord, Tajika yogas, sahams, Mudda dasha)

     Varshaphal (Tajika annual chart) of a birth for a calendar year (`year`) or completed age (`age`),
    at the birth place or `return_lat`/`return_lon`. The sidereal solar return: the instant the Sun's
    sidereal longitude (same ayanamsa) equals its natal value, found by Newton steps on the engine's Sun
    to 1e-7° (UTC and local time). The varsha chart at that instant and place (whole signs). Muntha:
    natal lagna sign + completed years. Year lord (Tajika Neelakanthi): of the five office-bearers
    (natal lagna lord, varsha lagna lord, Muntha lord, tri-rashi pati by day/night, dina-ratri pati:
    lord of the Sun's sign by day, the Moon's by night) the one with the most pancha-vargiya bala that
    aspects the varsha lagna, else the strongest; the answer gives the five and why the lord won. Tajika
    aspects by sign distance (5/9, 3/11 friendly; 1/7, 4/10 inimical; 2/12, 6/8 neutral) with deeptamsa
    orbs (Sun 15, Moon 12, Mars 8, Mercury 7, Jupiter 9, Venus 7, Saturn 9; pair = half the sum) and the
    yogas Ithasala, Easarapha, Nakta, Yamaya, Kamboola, Manau with the rule that fired. 21 sahams, A − B
    + C (reversed at night where the text says, +30° when C is not on the arc from B to A). Mudda dasha:
    Vimshottari proportions of the actual sidereal year from this return to the next, first lord from
    (janma nakshatra + completed years − 2) mod 9 counted from the Sun.

    Args:
        date (str):
        calendar (GetVarshaphalCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        language (GetVarshaphalLanguage | Unset):  Default: GetVarshaphalLanguage.EN.
        node (GetVarshaphalNode | Unset):  Default: GetVarshaphalNode.MEAN.
        ayanamsa (GetVarshaphalAyanamsa | Unset):  Default: GetVarshaphalAyanamsa.LAHIRI.
        year (int | Unset):
        age (int | Unset):
        return_lat (float | Unset):
        return_lon (float | Unset):
        return_tz (float | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AstroVarshaphal | Error]
    """

    kwargs = _get_kwargs(
        date=date,
        calendar=calendar,
        time=time,
        lat=lat,
        lon=lon,
        tz=tz,
        language=language,
        node=node,
        ayanamsa=ayanamsa,
        year=year,
        age=age,
        return_lat=return_lat,
        return_lon=return_lon,
        return_tz=return_tz,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetVarshaphalCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetVarshaphalLanguage | Unset = GetVarshaphalLanguage.EN,
    node: GetVarshaphalNode | Unset = GetVarshaphalNode.MEAN,
    ayanamsa: GetVarshaphalAyanamsa | Unset = GetVarshaphalAyanamsa.LAHIRI,
    year: int | Unset = UNSET,
    age: int | Unset = UNSET,
    return_lat: float | Unset = UNSET,
    return_lon: float | Unset = UNSET,
    return_tz: float | Unset = UNSET,
) -> AstroVarshaphal | Error | None:
    """Varshaphal (Tajika annual chart: solar return, Muntha, year lord, Tajika yogas, sahams, Mudda dasha)

     Varshaphal (Tajika annual chart) of a birth for a calendar year (`year`) or completed age (`age`),
    at the birth place or `return_lat`/`return_lon`. The sidereal solar return: the instant the Sun's
    sidereal longitude (same ayanamsa) equals its natal value, found by Newton steps on the engine's Sun
    to 1e-7° (UTC and local time). The varsha chart at that instant and place (whole signs). Muntha:
    natal lagna sign + completed years. Year lord (Tajika Neelakanthi): of the five office-bearers
    (natal lagna lord, varsha lagna lord, Muntha lord, tri-rashi pati by day/night, dina-ratri pati:
    lord of the Sun's sign by day, the Moon's by night) the one with the most pancha-vargiya bala that
    aspects the varsha lagna, else the strongest; the answer gives the five and why the lord won. Tajika
    aspects by sign distance (5/9, 3/11 friendly; 1/7, 4/10 inimical; 2/12, 6/8 neutral) with deeptamsa
    orbs (Sun 15, Moon 12, Mars 8, Mercury 7, Jupiter 9, Venus 7, Saturn 9; pair = half the sum) and the
    yogas Ithasala, Easarapha, Nakta, Yamaya, Kamboola, Manau with the rule that fired. 21 sahams, A − B
    + C (reversed at night where the text says, +30° when C is not on the arc from B to A). Mudda dasha:
    Vimshottari proportions of the actual sidereal year from this return to the next, first lord from
    (janma nakshatra + completed years − 2) mod 9 counted from the Sun.

    Args:
        date (str):
        calendar (GetVarshaphalCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        language (GetVarshaphalLanguage | Unset):  Default: GetVarshaphalLanguage.EN.
        node (GetVarshaphalNode | Unset):  Default: GetVarshaphalNode.MEAN.
        ayanamsa (GetVarshaphalAyanamsa | Unset):  Default: GetVarshaphalAyanamsa.LAHIRI.
        year (int | Unset):
        age (int | Unset):
        return_lat (float | Unset):
        return_lon (float | Unset):
        return_tz (float | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AstroVarshaphal | Error
    """

    return sync_detailed(
        client=client,
        date=date,
        calendar=calendar,
        time=time,
        lat=lat,
        lon=lon,
        tz=tz,
        language=language,
        node=node,
        ayanamsa=ayanamsa,
        year=year,
        age=age,
        return_lat=return_lat,
        return_lon=return_lon,
        return_tz=return_tz,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetVarshaphalCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetVarshaphalLanguage | Unset = GetVarshaphalLanguage.EN,
    node: GetVarshaphalNode | Unset = GetVarshaphalNode.MEAN,
    ayanamsa: GetVarshaphalAyanamsa | Unset = GetVarshaphalAyanamsa.LAHIRI,
    year: int | Unset = UNSET,
    age: int | Unset = UNSET,
    return_lat: float | Unset = UNSET,
    return_lon: float | Unset = UNSET,
    return_tz: float | Unset = UNSET,
) -> Response[AstroVarshaphal | Error]:
    """Varshaphal (Tajika annual chart: solar return, Muntha, year lord, Tajika yogas, sahams, Mudda dasha)

     Varshaphal (Tajika annual chart) of a birth for a calendar year (`year`) or completed age (`age`),
    at the birth place or `return_lat`/`return_lon`. The sidereal solar return: the instant the Sun's
    sidereal longitude (same ayanamsa) equals its natal value, found by Newton steps on the engine's Sun
    to 1e-7° (UTC and local time). The varsha chart at that instant and place (whole signs). Muntha:
    natal lagna sign + completed years. Year lord (Tajika Neelakanthi): of the five office-bearers
    (natal lagna lord, varsha lagna lord, Muntha lord, tri-rashi pati by day/night, dina-ratri pati:
    lord of the Sun's sign by day, the Moon's by night) the one with the most pancha-vargiya bala that
    aspects the varsha lagna, else the strongest; the answer gives the five and why the lord won. Tajika
    aspects by sign distance (5/9, 3/11 friendly; 1/7, 4/10 inimical; 2/12, 6/8 neutral) with deeptamsa
    orbs (Sun 15, Moon 12, Mars 8, Mercury 7, Jupiter 9, Venus 7, Saturn 9; pair = half the sum) and the
    yogas Ithasala, Easarapha, Nakta, Yamaya, Kamboola, Manau with the rule that fired. 21 sahams, A − B
    + C (reversed at night where the text says, +30° when C is not on the arc from B to A). Mudda dasha:
    Vimshottari proportions of the actual sidereal year from this return to the next, first lord from
    (janma nakshatra + completed years − 2) mod 9 counted from the Sun.

    Args:
        date (str):
        calendar (GetVarshaphalCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        language (GetVarshaphalLanguage | Unset):  Default: GetVarshaphalLanguage.EN.
        node (GetVarshaphalNode | Unset):  Default: GetVarshaphalNode.MEAN.
        ayanamsa (GetVarshaphalAyanamsa | Unset):  Default: GetVarshaphalAyanamsa.LAHIRI.
        year (int | Unset):
        age (int | Unset):
        return_lat (float | Unset):
        return_lon (float | Unset):
        return_tz (float | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AstroVarshaphal | Error]
    """

    kwargs = _get_kwargs(
        date=date,
        calendar=calendar,
        time=time,
        lat=lat,
        lon=lon,
        tz=tz,
        language=language,
        node=node,
        ayanamsa=ayanamsa,
        year=year,
        age=age,
        return_lat=return_lat,
        return_lon=return_lon,
        return_tz=return_tz,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetVarshaphalCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetVarshaphalLanguage | Unset = GetVarshaphalLanguage.EN,
    node: GetVarshaphalNode | Unset = GetVarshaphalNode.MEAN,
    ayanamsa: GetVarshaphalAyanamsa | Unset = GetVarshaphalAyanamsa.LAHIRI,
    year: int | Unset = UNSET,
    age: int | Unset = UNSET,
    return_lat: float | Unset = UNSET,
    return_lon: float | Unset = UNSET,
    return_tz: float | Unset = UNSET,
) -> AstroVarshaphal | Error | None:
    """Varshaphal (Tajika annual chart: solar return, Muntha, year lord, Tajika yogas, sahams, Mudda dasha)

     Varshaphal (Tajika annual chart) of a birth for a calendar year (`year`) or completed age (`age`),
    at the birth place or `return_lat`/`return_lon`. The sidereal solar return: the instant the Sun's
    sidereal longitude (same ayanamsa) equals its natal value, found by Newton steps on the engine's Sun
    to 1e-7° (UTC and local time). The varsha chart at that instant and place (whole signs). Muntha:
    natal lagna sign + completed years. Year lord (Tajika Neelakanthi): of the five office-bearers
    (natal lagna lord, varsha lagna lord, Muntha lord, tri-rashi pati by day/night, dina-ratri pati:
    lord of the Sun's sign by day, the Moon's by night) the one with the most pancha-vargiya bala that
    aspects the varsha lagna, else the strongest; the answer gives the five and why the lord won. Tajika
    aspects by sign distance (5/9, 3/11 friendly; 1/7, 4/10 inimical; 2/12, 6/8 neutral) with deeptamsa
    orbs (Sun 15, Moon 12, Mars 8, Mercury 7, Jupiter 9, Venus 7, Saturn 9; pair = half the sum) and the
    yogas Ithasala, Easarapha, Nakta, Yamaya, Kamboola, Manau with the rule that fired. 21 sahams, A − B
    + C (reversed at night where the text says, +30° when C is not on the arc from B to A). Mudda dasha:
    Vimshottari proportions of the actual sidereal year from this return to the next, first lord from
    (janma nakshatra + completed years − 2) mod 9 counted from the Sun.

    Args:
        date (str):
        calendar (GetVarshaphalCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        language (GetVarshaphalLanguage | Unset):  Default: GetVarshaphalLanguage.EN.
        node (GetVarshaphalNode | Unset):  Default: GetVarshaphalNode.MEAN.
        ayanamsa (GetVarshaphalAyanamsa | Unset):  Default: GetVarshaphalAyanamsa.LAHIRI.
        year (int | Unset):
        age (int | Unset):
        return_lat (float | Unset):
        return_lon (float | Unset):
        return_tz (float | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AstroVarshaphal | Error
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
            language=language,
            node=node,
            ayanamsa=ayanamsa,
            year=year,
            age=age,
            return_lat=return_lat,
            return_lon=return_lon,
            return_tz=return_tz,
        )
    ).parsed
