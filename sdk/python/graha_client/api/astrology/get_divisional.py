from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.astro_divisional import AstroDivisional
from ...models.error import Error
from ...models.get_divisional_ayanamsa import GetDivisionalAyanamsa
from ...models.get_divisional_calendar import GetDivisionalCalendar
from ...models.get_divisional_drekkana import GetDivisionalDrekkana
from ...models.get_divisional_hora import GetDivisionalHora
from ...models.get_divisional_language import GetDivisionalLanguage
from ...models.get_divisional_node import GetDivisionalNode
from ...models.get_divisional_trimsamsa import GetDivisionalTrimsamsa
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    date: str,
    calendar: GetDivisionalCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetDivisionalLanguage | Unset = GetDivisionalLanguage.EN,
    node: GetDivisionalNode | Unset = GetDivisionalNode.MEAN,
    ayanamsa: GetDivisionalAyanamsa | Unset = GetDivisionalAyanamsa.LAHIRI,
    chart: str | Unset = "all",
    hora: GetDivisionalHora | Unset = GetDivisionalHora.PARASHARA,
    drekkana: GetDivisionalDrekkana | Unset = GetDivisionalDrekkana.PARASHARA,
    trimsamsa: GetDivisionalTrimsamsa | Unset = GetDivisionalTrimsamsa.PARASHARA,
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

    params["chart"] = chart

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

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/astrology/divisional",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AstroDivisional | Error | None:
    if response.status_code == 200:
        response_200 = AstroDivisional.from_dict(response.json())

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
) -> Response[AstroDivisional | Error]:
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
    calendar: GetDivisionalCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetDivisionalLanguage | Unset = GetDivisionalLanguage.EN,
    node: GetDivisionalNode | Unset = GetDivisionalNode.MEAN,
    ayanamsa: GetDivisionalAyanamsa | Unset = GetDivisionalAyanamsa.LAHIRI,
    chart: str | Unset = "all",
    hora: GetDivisionalHora | Unset = GetDivisionalHora.PARASHARA,
    drekkana: GetDivisionalDrekkana | Unset = GetDivisionalDrekkana.PARASHARA,
    trimsamsa: GetDivisionalTrimsamsa | Unset = GetDivisionalTrimsamsa.PARASHARA,
) -> Response[AstroDivisional | Error]:
    """Divisional charts (the 16 Parashari vargas)

     The shodasha vargas of BPHS ch. 6 (D1 D2 D3 D4 D7 D9 D10 D12 D16 D20 D24 D27 D30 D40 D45 D60) from
    Lahiri sidereal longitudes: the sign of the ascendant and of each graha in the varga, houses counted
    from the varga ascendant, vargottama grahas and the amsha deities BPHS names. D2, D3 and D30 follow
    Parashara unless `hora`, `drekkana`, `trimsamsa` choose the parivritti alternative.

    Args:
        date (str):
        calendar (GetDivisionalCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        language (GetDivisionalLanguage | Unset):  Default: GetDivisionalLanguage.EN.
        node (GetDivisionalNode | Unset):  Default: GetDivisionalNode.MEAN.
        ayanamsa (GetDivisionalAyanamsa | Unset):  Default: GetDivisionalAyanamsa.LAHIRI.
        chart (str | Unset):  Default: 'all'.
        hora (GetDivisionalHora | Unset):  Default: GetDivisionalHora.PARASHARA.
        drekkana (GetDivisionalDrekkana | Unset):  Default: GetDivisionalDrekkana.PARASHARA.
        trimsamsa (GetDivisionalTrimsamsa | Unset):  Default: GetDivisionalTrimsamsa.PARASHARA.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AstroDivisional | Error]
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
        chart=chart,
        hora=hora,
        drekkana=drekkana,
        trimsamsa=trimsamsa,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetDivisionalCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetDivisionalLanguage | Unset = GetDivisionalLanguage.EN,
    node: GetDivisionalNode | Unset = GetDivisionalNode.MEAN,
    ayanamsa: GetDivisionalAyanamsa | Unset = GetDivisionalAyanamsa.LAHIRI,
    chart: str | Unset = "all",
    hora: GetDivisionalHora | Unset = GetDivisionalHora.PARASHARA,
    drekkana: GetDivisionalDrekkana | Unset = GetDivisionalDrekkana.PARASHARA,
    trimsamsa: GetDivisionalTrimsamsa | Unset = GetDivisionalTrimsamsa.PARASHARA,
) -> AstroDivisional | Error | None:
    """Divisional charts (the 16 Parashari vargas)

     The shodasha vargas of BPHS ch. 6 (D1 D2 D3 D4 D7 D9 D10 D12 D16 D20 D24 D27 D30 D40 D45 D60) from
    Lahiri sidereal longitudes: the sign of the ascendant and of each graha in the varga, houses counted
    from the varga ascendant, vargottama grahas and the amsha deities BPHS names. D2, D3 and D30 follow
    Parashara unless `hora`, `drekkana`, `trimsamsa` choose the parivritti alternative.

    Args:
        date (str):
        calendar (GetDivisionalCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        language (GetDivisionalLanguage | Unset):  Default: GetDivisionalLanguage.EN.
        node (GetDivisionalNode | Unset):  Default: GetDivisionalNode.MEAN.
        ayanamsa (GetDivisionalAyanamsa | Unset):  Default: GetDivisionalAyanamsa.LAHIRI.
        chart (str | Unset):  Default: 'all'.
        hora (GetDivisionalHora | Unset):  Default: GetDivisionalHora.PARASHARA.
        drekkana (GetDivisionalDrekkana | Unset):  Default: GetDivisionalDrekkana.PARASHARA.
        trimsamsa (GetDivisionalTrimsamsa | Unset):  Default: GetDivisionalTrimsamsa.PARASHARA.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AstroDivisional | Error
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
        chart=chart,
        hora=hora,
        drekkana=drekkana,
        trimsamsa=trimsamsa,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetDivisionalCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetDivisionalLanguage | Unset = GetDivisionalLanguage.EN,
    node: GetDivisionalNode | Unset = GetDivisionalNode.MEAN,
    ayanamsa: GetDivisionalAyanamsa | Unset = GetDivisionalAyanamsa.LAHIRI,
    chart: str | Unset = "all",
    hora: GetDivisionalHora | Unset = GetDivisionalHora.PARASHARA,
    drekkana: GetDivisionalDrekkana | Unset = GetDivisionalDrekkana.PARASHARA,
    trimsamsa: GetDivisionalTrimsamsa | Unset = GetDivisionalTrimsamsa.PARASHARA,
) -> Response[AstroDivisional | Error]:
    """Divisional charts (the 16 Parashari vargas)

     The shodasha vargas of BPHS ch. 6 (D1 D2 D3 D4 D7 D9 D10 D12 D16 D20 D24 D27 D30 D40 D45 D60) from
    Lahiri sidereal longitudes: the sign of the ascendant and of each graha in the varga, houses counted
    from the varga ascendant, vargottama grahas and the amsha deities BPHS names. D2, D3 and D30 follow
    Parashara unless `hora`, `drekkana`, `trimsamsa` choose the parivritti alternative.

    Args:
        date (str):
        calendar (GetDivisionalCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        language (GetDivisionalLanguage | Unset):  Default: GetDivisionalLanguage.EN.
        node (GetDivisionalNode | Unset):  Default: GetDivisionalNode.MEAN.
        ayanamsa (GetDivisionalAyanamsa | Unset):  Default: GetDivisionalAyanamsa.LAHIRI.
        chart (str | Unset):  Default: 'all'.
        hora (GetDivisionalHora | Unset):  Default: GetDivisionalHora.PARASHARA.
        drekkana (GetDivisionalDrekkana | Unset):  Default: GetDivisionalDrekkana.PARASHARA.
        trimsamsa (GetDivisionalTrimsamsa | Unset):  Default: GetDivisionalTrimsamsa.PARASHARA.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AstroDivisional | Error]
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
        chart=chart,
        hora=hora,
        drekkana=drekkana,
        trimsamsa=trimsamsa,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetDivisionalCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetDivisionalLanguage | Unset = GetDivisionalLanguage.EN,
    node: GetDivisionalNode | Unset = GetDivisionalNode.MEAN,
    ayanamsa: GetDivisionalAyanamsa | Unset = GetDivisionalAyanamsa.LAHIRI,
    chart: str | Unset = "all",
    hora: GetDivisionalHora | Unset = GetDivisionalHora.PARASHARA,
    drekkana: GetDivisionalDrekkana | Unset = GetDivisionalDrekkana.PARASHARA,
    trimsamsa: GetDivisionalTrimsamsa | Unset = GetDivisionalTrimsamsa.PARASHARA,
) -> AstroDivisional | Error | None:
    """Divisional charts (the 16 Parashari vargas)

     The shodasha vargas of BPHS ch. 6 (D1 D2 D3 D4 D7 D9 D10 D12 D16 D20 D24 D27 D30 D40 D45 D60) from
    Lahiri sidereal longitudes: the sign of the ascendant and of each graha in the varga, houses counted
    from the varga ascendant, vargottama grahas and the amsha deities BPHS names. D2, D3 and D30 follow
    Parashara unless `hora`, `drekkana`, `trimsamsa` choose the parivritti alternative.

    Args:
        date (str):
        calendar (GetDivisionalCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        language (GetDivisionalLanguage | Unset):  Default: GetDivisionalLanguage.EN.
        node (GetDivisionalNode | Unset):  Default: GetDivisionalNode.MEAN.
        ayanamsa (GetDivisionalAyanamsa | Unset):  Default: GetDivisionalAyanamsa.LAHIRI.
        chart (str | Unset):  Default: 'all'.
        hora (GetDivisionalHora | Unset):  Default: GetDivisionalHora.PARASHARA.
        drekkana (GetDivisionalDrekkana | Unset):  Default: GetDivisionalDrekkana.PARASHARA.
        trimsamsa (GetDivisionalTrimsamsa | Unset):  Default: GetDivisionalTrimsamsa.PARASHARA.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AstroDivisional | Error
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
            chart=chart,
            hora=hora,
            drekkana=drekkana,
            trimsamsa=trimsamsa,
        )
    ).parsed
