from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.get_chart_calendar import GetChartCalendar
from ...models.get_chart_drekkana import GetChartDrekkana
from ...models.get_chart_format import GetChartFormat
from ...models.get_chart_hora import GetChartHora
from ...models.get_chart_house_system import GetChartHouseSystem
from ...models.get_chart_language import GetChartLanguage
from ...models.get_chart_node import GetChartNode
from ...models.get_chart_style import GetChartStyle
from ...models.get_chart_system import GetChartSystem
from ...models.get_chart_trimsamsa import GetChartTrimsamsa
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    date: str,
    calendar: GetChartCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    system: GetChartSystem | Unset = GetChartSystem.VEDIC,
    language: GetChartLanguage | Unset = GetChartLanguage.EN,
    node: GetChartNode | Unset = GetChartNode.MEAN,
    style: GetChartStyle | Unset = GetChartStyle.NORTH,
    varga: str | Unset = "D1",
    format_: GetChartFormat | Unset = GetChartFormat.SVG,
    width: int | Unset = 600,
    hora: GetChartHora | Unset = GetChartHora.PARASHARA,
    drekkana: GetChartDrekkana | Unset = GetChartDrekkana.PARASHARA,
    trimsamsa: GetChartTrimsamsa | Unset = GetChartTrimsamsa.PARASHARA,
    house_system: GetChartHouseSystem | Unset = UNSET,
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

    json_system: str | Unset = UNSET
    if not isinstance(system, Unset):
        json_system = system.value

    params["system"] = json_system

    json_language: str | Unset = UNSET
    if not isinstance(language, Unset):
        json_language = language.value

    params["language"] = json_language

    json_node: str | Unset = UNSET
    if not isinstance(node, Unset):
        json_node = node.value

    params["node"] = json_node

    json_style: str | Unset = UNSET
    if not isinstance(style, Unset):
        json_style = style.value

    params["style"] = json_style

    params["varga"] = varga

    json_format_: str | Unset = UNSET
    if not isinstance(format_, Unset):
        json_format_ = format_.value

    params["format"] = json_format_

    params["width"] = width

    json_hora: str | Unset = UNSET
    if not isinstance(hora, Unset):
        json_hora = hora.value

    params["hora"] = json_hora

    json_drekkana: str | Unset = UNSET
    if not isinstance(drekkana, Unset):
        json_drekkana = drekkana.value

    params["drekkana"] = json_drekkana

    json_trimsamsa: str | Unset = UNSET
    if not isinstance(trimsamsa, Unset):
        json_trimsamsa = trimsamsa.value

    params["trimsamsa"] = json_trimsamsa

    json_house_system: str | Unset = UNSET
    if not isinstance(house_system, Unset):
        json_house_system = house_system.value

    params["house_system"] = json_house_system

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/astrology/chart",
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
    calendar: GetChartCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    system: GetChartSystem | Unset = GetChartSystem.VEDIC,
    language: GetChartLanguage | Unset = GetChartLanguage.EN,
    node: GetChartNode | Unset = GetChartNode.MEAN,
    style: GetChartStyle | Unset = GetChartStyle.NORTH,
    varga: str | Unset = "D1",
    format_: GetChartFormat | Unset = GetChartFormat.SVG,
    width: int | Unset = 600,
    hora: GetChartHora | Unset = GetChartHora.PARASHARA,
    drekkana: GetChartDrekkana | Unset = GetChartDrekkana.PARASHARA,
    trimsamsa: GetChartTrimsamsa | Unset = GetChartTrimsamsa.PARASHARA,
    house_system: GetChartHouseSystem | Unset = UNSET,
) -> Response[Error]:
    """Chart drawing (SVG or PNG)

     The birth chart, or any of the 16 Parashari vargas, drawn in the North Indian (fixed houses, house 1
    the top diamond, sign numbers at the inner corners), South Indian (fixed signs, Pisces top-left,
    clockwise) or East Indian (fixed signs, Aries top middle, counter-clockwise, corner boxes cut
    diagonally) style, or as a western wheel (D1 only). Graha abbreviations follow `language` (Su Mo Ma
    Me Ju Ve Sa Ra Ke; सू चं मं बु गु शु श रा के; சூரி சந் செவ் புத குரு சுக் சனி ராகு கேது), with the
    retrograde mark (R, व, வ) on Mars to Saturn and the combust mark (C, अ, அ) within the Surya
    Siddhanta orbs of the Sun (Moon 12°, Mars 17°, Mercury 14° or 12° retrograde, Jupiter 11°, Venus 10°
    or 8° retrograde, Saturn 15°), taken from the birth chart also in a varga. The lagna is marked (Asc,
    ल, லக்) with its degree on D1; planets show their degree in the sign on D1 only. A title names the
    varga, the style, the lagna and the birth data. `format=png` renders the same SVG with resvg and
    Noto fonts at `width` pixels.

    Args:
        date (str):
        calendar (GetChartCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        system (GetChartSystem | Unset):  Default: GetChartSystem.VEDIC.
        language (GetChartLanguage | Unset):  Default: GetChartLanguage.EN.
        node (GetChartNode | Unset):  Default: GetChartNode.MEAN.
        style (GetChartStyle | Unset):  Default: GetChartStyle.NORTH.
        varga (str | Unset):  Default: 'D1'.
        format_ (GetChartFormat | Unset):  Default: GetChartFormat.SVG.
        width (int | Unset):  Default: 600.
        hora (GetChartHora | Unset):  Default: GetChartHora.PARASHARA.
        drekkana (GetChartDrekkana | Unset):  Default: GetChartDrekkana.PARASHARA.
        trimsamsa (GetChartTrimsamsa | Unset):  Default: GetChartTrimsamsa.PARASHARA.
        house_system (GetChartHouseSystem | Unset):

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
        system=system,
        language=language,
        node=node,
        style=style,
        varga=varga,
        format_=format_,
        width=width,
        hora=hora,
        drekkana=drekkana,
        trimsamsa=trimsamsa,
        house_system=house_system,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetChartCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    system: GetChartSystem | Unset = GetChartSystem.VEDIC,
    language: GetChartLanguage | Unset = GetChartLanguage.EN,
    node: GetChartNode | Unset = GetChartNode.MEAN,
    style: GetChartStyle | Unset = GetChartStyle.NORTH,
    varga: str | Unset = "D1",
    format_: GetChartFormat | Unset = GetChartFormat.SVG,
    width: int | Unset = 600,
    hora: GetChartHora | Unset = GetChartHora.PARASHARA,
    drekkana: GetChartDrekkana | Unset = GetChartDrekkana.PARASHARA,
    trimsamsa: GetChartTrimsamsa | Unset = GetChartTrimsamsa.PARASHARA,
    house_system: GetChartHouseSystem | Unset = UNSET,
) -> Error | None:
    """Chart drawing (SVG or PNG)

     The birth chart, or any of the 16 Parashari vargas, drawn in the North Indian (fixed houses, house 1
    the top diamond, sign numbers at the inner corners), South Indian (fixed signs, Pisces top-left,
    clockwise) or East Indian (fixed signs, Aries top middle, counter-clockwise, corner boxes cut
    diagonally) style, or as a western wheel (D1 only). Graha abbreviations follow `language` (Su Mo Ma
    Me Ju Ve Sa Ra Ke; सू चं मं बु गु शु श रा के; சூரி சந் செவ் புத குரு சுக் சனி ராகு கேது), with the
    retrograde mark (R, व, வ) on Mars to Saturn and the combust mark (C, अ, அ) within the Surya
    Siddhanta orbs of the Sun (Moon 12°, Mars 17°, Mercury 14° or 12° retrograde, Jupiter 11°, Venus 10°
    or 8° retrograde, Saturn 15°), taken from the birth chart also in a varga. The lagna is marked (Asc,
    ल, லக்) with its degree on D1; planets show their degree in the sign on D1 only. A title names the
    varga, the style, the lagna and the birth data. `format=png` renders the same SVG with resvg and
    Noto fonts at `width` pixels.

    Args:
        date (str):
        calendar (GetChartCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        system (GetChartSystem | Unset):  Default: GetChartSystem.VEDIC.
        language (GetChartLanguage | Unset):  Default: GetChartLanguage.EN.
        node (GetChartNode | Unset):  Default: GetChartNode.MEAN.
        style (GetChartStyle | Unset):  Default: GetChartStyle.NORTH.
        varga (str | Unset):  Default: 'D1'.
        format_ (GetChartFormat | Unset):  Default: GetChartFormat.SVG.
        width (int | Unset):  Default: 600.
        hora (GetChartHora | Unset):  Default: GetChartHora.PARASHARA.
        drekkana (GetChartDrekkana | Unset):  Default: GetChartDrekkana.PARASHARA.
        trimsamsa (GetChartTrimsamsa | Unset):  Default: GetChartTrimsamsa.PARASHARA.
        house_system (GetChartHouseSystem | Unset):

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
        system=system,
        language=language,
        node=node,
        style=style,
        varga=varga,
        format_=format_,
        width=width,
        hora=hora,
        drekkana=drekkana,
        trimsamsa=trimsamsa,
        house_system=house_system,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetChartCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    system: GetChartSystem | Unset = GetChartSystem.VEDIC,
    language: GetChartLanguage | Unset = GetChartLanguage.EN,
    node: GetChartNode | Unset = GetChartNode.MEAN,
    style: GetChartStyle | Unset = GetChartStyle.NORTH,
    varga: str | Unset = "D1",
    format_: GetChartFormat | Unset = GetChartFormat.SVG,
    width: int | Unset = 600,
    hora: GetChartHora | Unset = GetChartHora.PARASHARA,
    drekkana: GetChartDrekkana | Unset = GetChartDrekkana.PARASHARA,
    trimsamsa: GetChartTrimsamsa | Unset = GetChartTrimsamsa.PARASHARA,
    house_system: GetChartHouseSystem | Unset = UNSET,
) -> Response[Error]:
    """Chart drawing (SVG or PNG)

     The birth chart, or any of the 16 Parashari vargas, drawn in the North Indian (fixed houses, house 1
    the top diamond, sign numbers at the inner corners), South Indian (fixed signs, Pisces top-left,
    clockwise) or East Indian (fixed signs, Aries top middle, counter-clockwise, corner boxes cut
    diagonally) style, or as a western wheel (D1 only). Graha abbreviations follow `language` (Su Mo Ma
    Me Ju Ve Sa Ra Ke; सू चं मं बु गु शु श रा के; சூரி சந் செவ் புத குரு சுக் சனி ராகு கேது), with the
    retrograde mark (R, व, வ) on Mars to Saturn and the combust mark (C, अ, அ) within the Surya
    Siddhanta orbs of the Sun (Moon 12°, Mars 17°, Mercury 14° or 12° retrograde, Jupiter 11°, Venus 10°
    or 8° retrograde, Saturn 15°), taken from the birth chart also in a varga. The lagna is marked (Asc,
    ल, லக்) with its degree on D1; planets show their degree in the sign on D1 only. A title names the
    varga, the style, the lagna and the birth data. `format=png` renders the same SVG with resvg and
    Noto fonts at `width` pixels.

    Args:
        date (str):
        calendar (GetChartCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        system (GetChartSystem | Unset):  Default: GetChartSystem.VEDIC.
        language (GetChartLanguage | Unset):  Default: GetChartLanguage.EN.
        node (GetChartNode | Unset):  Default: GetChartNode.MEAN.
        style (GetChartStyle | Unset):  Default: GetChartStyle.NORTH.
        varga (str | Unset):  Default: 'D1'.
        format_ (GetChartFormat | Unset):  Default: GetChartFormat.SVG.
        width (int | Unset):  Default: 600.
        hora (GetChartHora | Unset):  Default: GetChartHora.PARASHARA.
        drekkana (GetChartDrekkana | Unset):  Default: GetChartDrekkana.PARASHARA.
        trimsamsa (GetChartTrimsamsa | Unset):  Default: GetChartTrimsamsa.PARASHARA.
        house_system (GetChartHouseSystem | Unset):

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
        system=system,
        language=language,
        node=node,
        style=style,
        varga=varga,
        format_=format_,
        width=width,
        hora=hora,
        drekkana=drekkana,
        trimsamsa=trimsamsa,
        house_system=house_system,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetChartCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    system: GetChartSystem | Unset = GetChartSystem.VEDIC,
    language: GetChartLanguage | Unset = GetChartLanguage.EN,
    node: GetChartNode | Unset = GetChartNode.MEAN,
    style: GetChartStyle | Unset = GetChartStyle.NORTH,
    varga: str | Unset = "D1",
    format_: GetChartFormat | Unset = GetChartFormat.SVG,
    width: int | Unset = 600,
    hora: GetChartHora | Unset = GetChartHora.PARASHARA,
    drekkana: GetChartDrekkana | Unset = GetChartDrekkana.PARASHARA,
    trimsamsa: GetChartTrimsamsa | Unset = GetChartTrimsamsa.PARASHARA,
    house_system: GetChartHouseSystem | Unset = UNSET,
) -> Error | None:
    """Chart drawing (SVG or PNG)

     The birth chart, or any of the 16 Parashari vargas, drawn in the North Indian (fixed houses, house 1
    the top diamond, sign numbers at the inner corners), South Indian (fixed signs, Pisces top-left,
    clockwise) or East Indian (fixed signs, Aries top middle, counter-clockwise, corner boxes cut
    diagonally) style, or as a western wheel (D1 only). Graha abbreviations follow `language` (Su Mo Ma
    Me Ju Ve Sa Ra Ke; सू चं मं बु गु शु श रा के; சூரி சந் செவ் புத குரு சுக் சனி ராகு கேது), with the
    retrograde mark (R, व, வ) on Mars to Saturn and the combust mark (C, अ, அ) within the Surya
    Siddhanta orbs of the Sun (Moon 12°, Mars 17°, Mercury 14° or 12° retrograde, Jupiter 11°, Venus 10°
    or 8° retrograde, Saturn 15°), taken from the birth chart also in a varga. The lagna is marked (Asc,
    ल, லக்) with its degree on D1; planets show their degree in the sign on D1 only. A title names the
    varga, the style, the lagna and the birth data. `format=png` renders the same SVG with resvg and
    Noto fonts at `width` pixels.

    Args:
        date (str):
        calendar (GetChartCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        system (GetChartSystem | Unset):  Default: GetChartSystem.VEDIC.
        language (GetChartLanguage | Unset):  Default: GetChartLanguage.EN.
        node (GetChartNode | Unset):  Default: GetChartNode.MEAN.
        style (GetChartStyle | Unset):  Default: GetChartStyle.NORTH.
        varga (str | Unset):  Default: 'D1'.
        format_ (GetChartFormat | Unset):  Default: GetChartFormat.SVG.
        width (int | Unset):  Default: 600.
        hora (GetChartHora | Unset):  Default: GetChartHora.PARASHARA.
        drekkana (GetChartDrekkana | Unset):  Default: GetChartDrekkana.PARASHARA.
        trimsamsa (GetChartTrimsamsa | Unset):  Default: GetChartTrimsamsa.PARASHARA.
        house_system (GetChartHouseSystem | Unset):

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
            system=system,
            language=language,
            node=node,
            style=style,
            varga=varga,
            format_=format_,
            width=width,
            hora=hora,
            drekkana=drekkana,
            trimsamsa=trimsamsa,
            house_system=house_system,
        )
    ).parsed
