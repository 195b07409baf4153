from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.get_wheel_calendar import GetWheelCalendar
from ...models.get_wheel_format import GetWheelFormat
from ...models.get_wheel_house_system import GetWheelHouseSystem
from ...models.get_wheel_kind import GetWheelKind
from ...models.get_wheel_node import GetWheelNode
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    date: str,
    calendar: GetWheelCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    node: GetWheelNode | Unset = GetWheelNode.MEAN,
    house_system: GetWheelHouseSystem | Unset = GetWheelHouseSystem.PLACIDUS,
    orb_conjunction: float | Unset = UNSET,
    orb_opposition: float | Unset = UNSET,
    orb_trine: float | Unset = UNSET,
    orb_square: float | Unset = UNSET,
    orb_sextile: float | Unset = UNSET,
    orb_quincunx: float | Unset = UNSET,
    orb_semi_sextile: float | Unset = UNSET,
    orb_semi_square: float | Unset = UNSET,
    orb_sesquiquadrate: float | Unset = UNSET,
    orb_quintile: float | Unset = UNSET,
    orb_bi_quintile: float | Unset = UNSET,
    kind: GetWheelKind | Unset = GetWheelKind.NATAL,
    at: str | Unset = UNSET,
    p2_date: str | Unset = UNSET,
    p2_time: str | Unset = UNSET,
    p2_lat: float | Unset = UNSET,
    p2_lon: float | Unset = UNSET,
    p2_tz: float | Unset = UNSET,
    format_: GetWheelFormat | Unset = GetWheelFormat.SVG,
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

    json_kind: str | Unset = UNSET
    if not isinstance(kind, Unset):
        json_kind = kind.value

    params["kind"] = json_kind

    params["at"] = at

    params["p2_date"] = p2_date

    params["p2_time"] = p2_time

    params["p2_lat"] = p2_lat

    params["p2_lon"] = p2_lon

    params["p2_tz"] = p2_tz

    json_format_: str | Unset = UNSET
    if not isinstance(format_, Unset):
        json_format_ = format_.value

    params["format"] = json_format_

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/astrology/wheel",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | None:
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
) -> Response[Error]:
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
    calendar: GetWheelCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    node: GetWheelNode | Unset = GetWheelNode.MEAN,
    house_system: GetWheelHouseSystem | Unset = GetWheelHouseSystem.PLACIDUS,
    orb_conjunction: float | Unset = UNSET,
    orb_opposition: float | Unset = UNSET,
    orb_trine: float | Unset = UNSET,
    orb_square: float | Unset = UNSET,
    orb_sextile: float | Unset = UNSET,
    orb_quincunx: float | Unset = UNSET,
    orb_semi_sextile: float | Unset = UNSET,
    orb_semi_square: float | Unset = UNSET,
    orb_sesquiquadrate: float | Unset = UNSET,
    orb_quintile: float | Unset = UNSET,
    orb_bi_quintile: float | Unset = UNSET,
    kind: GetWheelKind | Unset = GetWheelKind.NATAL,
    at: str | Unset = UNSET,
    p2_date: str | Unset = UNSET,
    p2_time: str | Unset = UNSET,
    p2_lat: float | Unset = UNSET,
    p2_lon: float | Unset = UNSET,
    p2_tz: float | Unset = UNSET,
    format_: GetWheelFormat | Unset = GetWheelFormat.SVG,
) -> Response[Error]:
    """Western chart wheel (SVG or PNG)

     The Western (tropical) chart wheel as a picture: the zodiac ring with the sign glyphs, the house
    cusps with their numbers, the ascendant, descendant, MC and IC marked (degrees of AC and MC), every
    point's glyph with its degree and minute (℞ when retrograde) at a tick on its exact longitude,
    glyphs spread apart so none overlap, and the aspect lines inside coloured by aspect type (solid for
    the five Ptolemaic aspects, dashed for the minor ones; conjunctions are not drawn as lines), with a
    legend. `kind=natal`: the birth chart and its aspects (the points and orbs of GET
    /v1/astrology/aspects). `kind=transit`: a bi-wheel, the natal chart inside and the transiting
    Sun..Pluto and North Node at `at` outside, with the transit-to-natal aspects (the orbs of GET
    /v1/astrology/transits). `kind=synastry`: a bi-wheel, the birth chart (person 1, with its houses)
    inside and person 2 (`p2_*`) outside, with the inter-aspects (natal orbs). Parameters of another
    kind (`at` without kind=transit, `p2_*` without kind=synastry) are a 400 naming them. `format=svg`
    (default) answers image/svg+xml, `format=png` a 1000 x 1110 px PNG rendered with the Noto fonts.

    Args:
        date (str):
        calendar (GetWheelCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        node (GetWheelNode | Unset):  Default: GetWheelNode.MEAN.
        house_system (GetWheelHouseSystem | Unset):  Default: GetWheelHouseSystem.PLACIDUS.
        orb_conjunction (float | Unset):
        orb_opposition (float | Unset):
        orb_trine (float | Unset):
        orb_square (float | Unset):
        orb_sextile (float | Unset):
        orb_quincunx (float | Unset):
        orb_semi_sextile (float | Unset):
        orb_semi_square (float | Unset):
        orb_sesquiquadrate (float | Unset):
        orb_quintile (float | Unset):
        orb_bi_quintile (float | Unset):
        kind (GetWheelKind | Unset):  Default: GetWheelKind.NATAL.
        at (str | Unset):
        p2_date (str | Unset):
        p2_time (str | Unset):
        p2_lat (float | Unset):
        p2_lon (float | Unset):
        p2_tz (float | Unset):
        format_ (GetWheelFormat | Unset):  Default: GetWheelFormat.SVG.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error]
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
        kind=kind,
        at=at,
        p2_date=p2_date,
        p2_time=p2_time,
        p2_lat=p2_lat,
        p2_lon=p2_lon,
        p2_tz=p2_tz,
        format_=format_,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetWheelCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    node: GetWheelNode | Unset = GetWheelNode.MEAN,
    house_system: GetWheelHouseSystem | Unset = GetWheelHouseSystem.PLACIDUS,
    orb_conjunction: float | Unset = UNSET,
    orb_opposition: float | Unset = UNSET,
    orb_trine: float | Unset = UNSET,
    orb_square: float | Unset = UNSET,
    orb_sextile: float | Unset = UNSET,
    orb_quincunx: float | Unset = UNSET,
    orb_semi_sextile: float | Unset = UNSET,
    orb_semi_square: float | Unset = UNSET,
    orb_sesquiquadrate: float | Unset = UNSET,
    orb_quintile: float | Unset = UNSET,
    orb_bi_quintile: float | Unset = UNSET,
    kind: GetWheelKind | Unset = GetWheelKind.NATAL,
    at: str | Unset = UNSET,
    p2_date: str | Unset = UNSET,
    p2_time: str | Unset = UNSET,
    p2_lat: float | Unset = UNSET,
    p2_lon: float | Unset = UNSET,
    p2_tz: float | Unset = UNSET,
    format_: GetWheelFormat | Unset = GetWheelFormat.SVG,
) -> Error | None:
    """Western chart wheel (SVG or PNG)

     The Western (tropical) chart wheel as a picture: the zodiac ring with the sign glyphs, the house
    cusps with their numbers, the ascendant, descendant, MC and IC marked (degrees of AC and MC), every
    point's glyph with its degree and minute (℞ when retrograde) at a tick on its exact longitude,
    glyphs spread apart so none overlap, and the aspect lines inside coloured by aspect type (solid for
    the five Ptolemaic aspects, dashed for the minor ones; conjunctions are not drawn as lines), with a
    legend. `kind=natal`: the birth chart and its aspects (the points and orbs of GET
    /v1/astrology/aspects). `kind=transit`: a bi-wheel, the natal chart inside and the transiting
    Sun..Pluto and North Node at `at` outside, with the transit-to-natal aspects (the orbs of GET
    /v1/astrology/transits). `kind=synastry`: a bi-wheel, the birth chart (person 1, with its houses)
    inside and person 2 (`p2_*`) outside, with the inter-aspects (natal orbs). Parameters of another
    kind (`at` without kind=transit, `p2_*` without kind=synastry) are a 400 naming them. `format=svg`
    (default) answers image/svg+xml, `format=png` a 1000 x 1110 px PNG rendered with the Noto fonts.

    Args:
        date (str):
        calendar (GetWheelCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        node (GetWheelNode | Unset):  Default: GetWheelNode.MEAN.
        house_system (GetWheelHouseSystem | Unset):  Default: GetWheelHouseSystem.PLACIDUS.
        orb_conjunction (float | Unset):
        orb_opposition (float | Unset):
        orb_trine (float | Unset):
        orb_square (float | Unset):
        orb_sextile (float | Unset):
        orb_quincunx (float | Unset):
        orb_semi_sextile (float | Unset):
        orb_semi_square (float | Unset):
        orb_sesquiquadrate (float | Unset):
        orb_quintile (float | Unset):
        orb_bi_quintile (float | Unset):
        kind (GetWheelKind | Unset):  Default: GetWheelKind.NATAL.
        at (str | Unset):
        p2_date (str | Unset):
        p2_time (str | Unset):
        p2_lat (float | Unset):
        p2_lon (float | Unset):
        p2_tz (float | Unset):
        format_ (GetWheelFormat | Unset):  Default: GetWheelFormat.SVG.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error
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
        kind=kind,
        at=at,
        p2_date=p2_date,
        p2_time=p2_time,
        p2_lat=p2_lat,
        p2_lon=p2_lon,
        p2_tz=p2_tz,
        format_=format_,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetWheelCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    node: GetWheelNode | Unset = GetWheelNode.MEAN,
    house_system: GetWheelHouseSystem | Unset = GetWheelHouseSystem.PLACIDUS,
    orb_conjunction: float | Unset = UNSET,
    orb_opposition: float | Unset = UNSET,
    orb_trine: float | Unset = UNSET,
    orb_square: float | Unset = UNSET,
    orb_sextile: float | Unset = UNSET,
    orb_quincunx: float | Unset = UNSET,
    orb_semi_sextile: float | Unset = UNSET,
    orb_semi_square: float | Unset = UNSET,
    orb_sesquiquadrate: float | Unset = UNSET,
    orb_quintile: float | Unset = UNSET,
    orb_bi_quintile: float | Unset = UNSET,
    kind: GetWheelKind | Unset = GetWheelKind.NATAL,
    at: str | Unset = UNSET,
    p2_date: str | Unset = UNSET,
    p2_time: str | Unset = UNSET,
    p2_lat: float | Unset = UNSET,
    p2_lon: float | Unset = UNSET,
    p2_tz: float | Unset = UNSET,
    format_: GetWheelFormat | Unset = GetWheelFormat.SVG,
) -> Response[Error]:
    """Western chart wheel (SVG or PNG)

     The Western (tropical) chart wheel as a picture: the zodiac ring with the sign glyphs, the house
    cusps with their numbers, the ascendant, descendant, MC and IC marked (degrees of AC and MC), every
    point's glyph with its degree and minute (℞ when retrograde) at a tick on its exact longitude,
    glyphs spread apart so none overlap, and the aspect lines inside coloured by aspect type (solid for
    the five Ptolemaic aspects, dashed for the minor ones; conjunctions are not drawn as lines), with a
    legend. `kind=natal`: the birth chart and its aspects (the points and orbs of GET
    /v1/astrology/aspects). `kind=transit`: a bi-wheel, the natal chart inside and the transiting
    Sun..Pluto and North Node at `at` outside, with the transit-to-natal aspects (the orbs of GET
    /v1/astrology/transits). `kind=synastry`: a bi-wheel, the birth chart (person 1, with its houses)
    inside and person 2 (`p2_*`) outside, with the inter-aspects (natal orbs). Parameters of another
    kind (`at` without kind=transit, `p2_*` without kind=synastry) are a 400 naming them. `format=svg`
    (default) answers image/svg+xml, `format=png` a 1000 x 1110 px PNG rendered with the Noto fonts.

    Args:
        date (str):
        calendar (GetWheelCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        node (GetWheelNode | Unset):  Default: GetWheelNode.MEAN.
        house_system (GetWheelHouseSystem | Unset):  Default: GetWheelHouseSystem.PLACIDUS.
        orb_conjunction (float | Unset):
        orb_opposition (float | Unset):
        orb_trine (float | Unset):
        orb_square (float | Unset):
        orb_sextile (float | Unset):
        orb_quincunx (float | Unset):
        orb_semi_sextile (float | Unset):
        orb_semi_square (float | Unset):
        orb_sesquiquadrate (float | Unset):
        orb_quintile (float | Unset):
        orb_bi_quintile (float | Unset):
        kind (GetWheelKind | Unset):  Default: GetWheelKind.NATAL.
        at (str | Unset):
        p2_date (str | Unset):
        p2_time (str | Unset):
        p2_lat (float | Unset):
        p2_lon (float | Unset):
        p2_tz (float | Unset):
        format_ (GetWheelFormat | Unset):  Default: GetWheelFormat.SVG.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error]
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
        kind=kind,
        at=at,
        p2_date=p2_date,
        p2_time=p2_time,
        p2_lat=p2_lat,
        p2_lon=p2_lon,
        p2_tz=p2_tz,
        format_=format_,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetWheelCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    node: GetWheelNode | Unset = GetWheelNode.MEAN,
    house_system: GetWheelHouseSystem | Unset = GetWheelHouseSystem.PLACIDUS,
    orb_conjunction: float | Unset = UNSET,
    orb_opposition: float | Unset = UNSET,
    orb_trine: float | Unset = UNSET,
    orb_square: float | Unset = UNSET,
    orb_sextile: float | Unset = UNSET,
    orb_quincunx: float | Unset = UNSET,
    orb_semi_sextile: float | Unset = UNSET,
    orb_semi_square: float | Unset = UNSET,
    orb_sesquiquadrate: float | Unset = UNSET,
    orb_quintile: float | Unset = UNSET,
    orb_bi_quintile: float | Unset = UNSET,
    kind: GetWheelKind | Unset = GetWheelKind.NATAL,
    at: str | Unset = UNSET,
    p2_date: str | Unset = UNSET,
    p2_time: str | Unset = UNSET,
    p2_lat: float | Unset = UNSET,
    p2_lon: float | Unset = UNSET,
    p2_tz: float | Unset = UNSET,
    format_: GetWheelFormat | Unset = GetWheelFormat.SVG,
) -> Error | None:
    """Western chart wheel (SVG or PNG)

     The Western (tropical) chart wheel as a picture: the zodiac ring with the sign glyphs, the house
    cusps with their numbers, the ascendant, descendant, MC and IC marked (degrees of AC and MC), every
    point's glyph with its degree and minute (℞ when retrograde) at a tick on its exact longitude,
    glyphs spread apart so none overlap, and the aspect lines inside coloured by aspect type (solid for
    the five Ptolemaic aspects, dashed for the minor ones; conjunctions are not drawn as lines), with a
    legend. `kind=natal`: the birth chart and its aspects (the points and orbs of GET
    /v1/astrology/aspects). `kind=transit`: a bi-wheel, the natal chart inside and the transiting
    Sun..Pluto and North Node at `at` outside, with the transit-to-natal aspects (the orbs of GET
    /v1/astrology/transits). `kind=synastry`: a bi-wheel, the birth chart (person 1, with its houses)
    inside and person 2 (`p2_*`) outside, with the inter-aspects (natal orbs). Parameters of another
    kind (`at` without kind=transit, `p2_*` without kind=synastry) are a 400 naming them. `format=svg`
    (default) answers image/svg+xml, `format=png` a 1000 x 1110 px PNG rendered with the Noto fonts.

    Args:
        date (str):
        calendar (GetWheelCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        node (GetWheelNode | Unset):  Default: GetWheelNode.MEAN.
        house_system (GetWheelHouseSystem | Unset):  Default: GetWheelHouseSystem.PLACIDUS.
        orb_conjunction (float | Unset):
        orb_opposition (float | Unset):
        orb_trine (float | Unset):
        orb_square (float | Unset):
        orb_sextile (float | Unset):
        orb_quincunx (float | Unset):
        orb_semi_sextile (float | Unset):
        orb_semi_square (float | Unset):
        orb_sesquiquadrate (float | Unset):
        orb_quintile (float | Unset):
        orb_bi_quintile (float | Unset):
        kind (GetWheelKind | Unset):  Default: GetWheelKind.NATAL.
        at (str | Unset):
        p2_date (str | Unset):
        p2_time (str | Unset):
        p2_lat (float | Unset):
        p2_lon (float | Unset):
        p2_tz (float | Unset):
        format_ (GetWheelFormat | Unset):  Default: GetWheelFormat.SVG.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error
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
            kind=kind,
            at=at,
            p2_date=p2_date,
            p2_time=p2_time,
            p2_lat=p2_lat,
            p2_lon=p2_lon,
            p2_tz=p2_tz,
            format_=format_,
        )
    ).parsed
