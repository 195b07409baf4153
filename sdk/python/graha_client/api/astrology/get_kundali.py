from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.astro_kundali import AstroKundali
from ...models.error import Error
from ...models.get_kundali_ayanamsa import GetKundaliAyanamsa
from ...models.get_kundali_calendar import GetKundaliCalendar
from ...models.get_kundali_drekkana import GetKundaliDrekkana
from ...models.get_kundali_hora import GetKundaliHora
from ...models.get_kundali_house_system import GetKundaliHouseSystem
from ...models.get_kundali_language import GetKundaliLanguage
from ...models.get_kundali_node import GetKundaliNode
from ...models.get_kundali_system import GetKundaliSystem
from ...models.get_kundali_trimsamsa import GetKundaliTrimsamsa
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    date: str,
    calendar: GetKundaliCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    system: GetKundaliSystem | Unset = GetKundaliSystem.VEDIC,
    language: GetKundaliLanguage | Unset = GetKundaliLanguage.EN,
    node: GetKundaliNode | Unset = GetKundaliNode.MEAN,
    ayanamsa: GetKundaliAyanamsa | Unset = UNSET,
    vargas: str | Unset = UNSET,
    hora: GetKundaliHora | Unset = GetKundaliHora.PARASHARA,
    drekkana: GetKundaliDrekkana | Unset = GetKundaliDrekkana.PARASHARA,
    trimsamsa: GetKundaliTrimsamsa | Unset = GetKundaliTrimsamsa.PARASHARA,
    house_system: GetKundaliHouseSystem | Unset = UNSET,
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

    json_ayanamsa: str | Unset = UNSET
    if not isinstance(ayanamsa, Unset):
        json_ayanamsa = ayanamsa.value

    params["ayanamsa"] = json_ayanamsa

    params["vargas"] = vargas

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
        "url": "/v1/astrology/kundali",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AstroKundali | Error | None:
    if response.status_code == 200:
        response_200 = AstroKundali.from_dict(response.json())

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
) -> Response[AstroKundali | Error]:
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
    calendar: GetKundaliCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    system: GetKundaliSystem | Unset = GetKundaliSystem.VEDIC,
    language: GetKundaliLanguage | Unset = GetKundaliLanguage.EN,
    node: GetKundaliNode | Unset = GetKundaliNode.MEAN,
    ayanamsa: GetKundaliAyanamsa | Unset = UNSET,
    vargas: str | Unset = UNSET,
    hora: GetKundaliHora | Unset = GetKundaliHora.PARASHARA,
    drekkana: GetKundaliDrekkana | Unset = GetKundaliDrekkana.PARASHARA,
    trimsamsa: GetKundaliTrimsamsa | Unset = GetKundaliTrimsamsa.PARASHARA,
    house_system: GetKundaliHouseSystem | Unset = UNSET,
) -> Response[AstroKundali | Error]:
    """Birth chart (kundali)

     Planets, ascendant, houses, yogas and current Vimshottari dasha for a birth time and place (spec
    2.6). Positions are apparent geocentric longitudes (VSOP87B, ELP/MPP02); the current dasha is
    evaluated at the request time.

    Args:
        date (str):
        calendar (GetKundaliCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        system (GetKundaliSystem | Unset):  Default: GetKundaliSystem.VEDIC.
        language (GetKundaliLanguage | Unset):  Default: GetKundaliLanguage.EN.
        node (GetKundaliNode | Unset):  Default: GetKundaliNode.MEAN.
        ayanamsa (GetKundaliAyanamsa | Unset):
        vargas (str | Unset):
        hora (GetKundaliHora | Unset):  Default: GetKundaliHora.PARASHARA.
        drekkana (GetKundaliDrekkana | Unset):  Default: GetKundaliDrekkana.PARASHARA.
        trimsamsa (GetKundaliTrimsamsa | Unset):  Default: GetKundaliTrimsamsa.PARASHARA.
        house_system (GetKundaliHouseSystem | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AstroKundali | Error]
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
        ayanamsa=ayanamsa,
        vargas=vargas,
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
    calendar: GetKundaliCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    system: GetKundaliSystem | Unset = GetKundaliSystem.VEDIC,
    language: GetKundaliLanguage | Unset = GetKundaliLanguage.EN,
    node: GetKundaliNode | Unset = GetKundaliNode.MEAN,
    ayanamsa: GetKundaliAyanamsa | Unset = UNSET,
    vargas: str | Unset = UNSET,
    hora: GetKundaliHora | Unset = GetKundaliHora.PARASHARA,
    drekkana: GetKundaliDrekkana | Unset = GetKundaliDrekkana.PARASHARA,
    trimsamsa: GetKundaliTrimsamsa | Unset = GetKundaliTrimsamsa.PARASHARA,
    house_system: GetKundaliHouseSystem | Unset = UNSET,
) -> AstroKundali | Error | None:
    """Birth chart (kundali)

     Planets, ascendant, houses, yogas and current Vimshottari dasha for a birth time and place (spec
    2.6). Positions are apparent geocentric longitudes (VSOP87B, ELP/MPP02); the current dasha is
    evaluated at the request time.

    Args:
        date (str):
        calendar (GetKundaliCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        system (GetKundaliSystem | Unset):  Default: GetKundaliSystem.VEDIC.
        language (GetKundaliLanguage | Unset):  Default: GetKundaliLanguage.EN.
        node (GetKundaliNode | Unset):  Default: GetKundaliNode.MEAN.
        ayanamsa (GetKundaliAyanamsa | Unset):
        vargas (str | Unset):
        hora (GetKundaliHora | Unset):  Default: GetKundaliHora.PARASHARA.
        drekkana (GetKundaliDrekkana | Unset):  Default: GetKundaliDrekkana.PARASHARA.
        trimsamsa (GetKundaliTrimsamsa | Unset):  Default: GetKundaliTrimsamsa.PARASHARA.
        house_system (GetKundaliHouseSystem | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AstroKundali | Error
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
        ayanamsa=ayanamsa,
        vargas=vargas,
        hora=hora,
        drekkana=drekkana,
        trimsamsa=trimsamsa,
        house_system=house_system,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetKundaliCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    system: GetKundaliSystem | Unset = GetKundaliSystem.VEDIC,
    language: GetKundaliLanguage | Unset = GetKundaliLanguage.EN,
    node: GetKundaliNode | Unset = GetKundaliNode.MEAN,
    ayanamsa: GetKundaliAyanamsa | Unset = UNSET,
    vargas: str | Unset = UNSET,
    hora: GetKundaliHora | Unset = GetKundaliHora.PARASHARA,
    drekkana: GetKundaliDrekkana | Unset = GetKundaliDrekkana.PARASHARA,
    trimsamsa: GetKundaliTrimsamsa | Unset = GetKundaliTrimsamsa.PARASHARA,
    house_system: GetKundaliHouseSystem | Unset = UNSET,
) -> Response[AstroKundali | Error]:
    """Birth chart (kundali)

     Planets, ascendant, houses, yogas and current Vimshottari dasha for a birth time and place (spec
    2.6). Positions are apparent geocentric longitudes (VSOP87B, ELP/MPP02); the current dasha is
    evaluated at the request time.

    Args:
        date (str):
        calendar (GetKundaliCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        system (GetKundaliSystem | Unset):  Default: GetKundaliSystem.VEDIC.
        language (GetKundaliLanguage | Unset):  Default: GetKundaliLanguage.EN.
        node (GetKundaliNode | Unset):  Default: GetKundaliNode.MEAN.
        ayanamsa (GetKundaliAyanamsa | Unset):
        vargas (str | Unset):
        hora (GetKundaliHora | Unset):  Default: GetKundaliHora.PARASHARA.
        drekkana (GetKundaliDrekkana | Unset):  Default: GetKundaliDrekkana.PARASHARA.
        trimsamsa (GetKundaliTrimsamsa | Unset):  Default: GetKundaliTrimsamsa.PARASHARA.
        house_system (GetKundaliHouseSystem | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AstroKundali | Error]
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
        ayanamsa=ayanamsa,
        vargas=vargas,
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
    calendar: GetKundaliCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    system: GetKundaliSystem | Unset = GetKundaliSystem.VEDIC,
    language: GetKundaliLanguage | Unset = GetKundaliLanguage.EN,
    node: GetKundaliNode | Unset = GetKundaliNode.MEAN,
    ayanamsa: GetKundaliAyanamsa | Unset = UNSET,
    vargas: str | Unset = UNSET,
    hora: GetKundaliHora | Unset = GetKundaliHora.PARASHARA,
    drekkana: GetKundaliDrekkana | Unset = GetKundaliDrekkana.PARASHARA,
    trimsamsa: GetKundaliTrimsamsa | Unset = GetKundaliTrimsamsa.PARASHARA,
    house_system: GetKundaliHouseSystem | Unset = UNSET,
) -> AstroKundali | Error | None:
    """Birth chart (kundali)

     Planets, ascendant, houses, yogas and current Vimshottari dasha for a birth time and place (spec
    2.6). Positions are apparent geocentric longitudes (VSOP87B, ELP/MPP02); the current dasha is
    evaluated at the request time.

    Args:
        date (str):
        calendar (GetKundaliCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        system (GetKundaliSystem | Unset):  Default: GetKundaliSystem.VEDIC.
        language (GetKundaliLanguage | Unset):  Default: GetKundaliLanguage.EN.
        node (GetKundaliNode | Unset):  Default: GetKundaliNode.MEAN.
        ayanamsa (GetKundaliAyanamsa | Unset):
        vargas (str | Unset):
        hora (GetKundaliHora | Unset):  Default: GetKundaliHora.PARASHARA.
        drekkana (GetKundaliDrekkana | Unset):  Default: GetKundaliDrekkana.PARASHARA.
        trimsamsa (GetKundaliTrimsamsa | Unset):  Default: GetKundaliTrimsamsa.PARASHARA.
        house_system (GetKundaliHouseSystem | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AstroKundali | Error
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
            ayanamsa=ayanamsa,
            vargas=vargas,
            hora=hora,
            drekkana=drekkana,
            trimsamsa=trimsamsa,
            house_system=house_system,
        )
    ).parsed
