from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.astro_ashtakavarga import AstroAshtakavarga
from ...models.error import Error
from ...models.get_ashtakavarga_ayanamsa import GetAshtakavargaAyanamsa
from ...models.get_ashtakavarga_calendar import GetAshtakavargaCalendar
from ...models.get_ashtakavarga_language import GetAshtakavargaLanguage
from ...models.get_ashtakavarga_node import GetAshtakavargaNode
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    date: str,
    calendar: GetAshtakavargaCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetAshtakavargaLanguage | Unset = GetAshtakavargaLanguage.EN,
    node: GetAshtakavargaNode | Unset = GetAshtakavargaNode.MEAN,
    ayanamsa: GetAshtakavargaAyanamsa | Unset = GetAshtakavargaAyanamsa.LAHIRI,
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

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/astrology/ashtakavarga",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AstroAshtakavarga | Error | None:
    if response.status_code == 200:
        response_200 = AstroAshtakavarga.from_dict(response.json())

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
) -> Response[AstroAshtakavarga | Error]:
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
    calendar: GetAshtakavargaCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetAshtakavargaLanguage | Unset = GetAshtakavargaLanguage.EN,
    node: GetAshtakavargaNode | Unset = GetAshtakavargaNode.MEAN,
    ayanamsa: GetAshtakavargaAyanamsa | Unset = GetAshtakavargaAyanamsa.LAHIRI,
) -> Response[AstroAshtakavarga | Error]:
    """Ashtakavarga (bhinna, sarva, shodhana, pinda)

     Bhinnashtakavarga of the seven grahas and the lagna from the BPHS ch. 66 bindu tables (with the
    prastara of who gave each bindu), the sarvashtakavarga per sign and per house (total 337 for every
    chart), trikona and ekadhipatya shodhana (ch. 67-68) and the rasi, graha and shodhya pindas (ch.
    69). Lahiri sidereal signs.

    Args:
        date (str):
        calendar (GetAshtakavargaCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        language (GetAshtakavargaLanguage | Unset):  Default: GetAshtakavargaLanguage.EN.
        node (GetAshtakavargaNode | Unset):  Default: GetAshtakavargaNode.MEAN.
        ayanamsa (GetAshtakavargaAyanamsa | Unset):  Default: GetAshtakavargaAyanamsa.LAHIRI.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AstroAshtakavarga | Error]
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
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetAshtakavargaCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetAshtakavargaLanguage | Unset = GetAshtakavargaLanguage.EN,
    node: GetAshtakavargaNode | Unset = GetAshtakavargaNode.MEAN,
    ayanamsa: GetAshtakavargaAyanamsa | Unset = GetAshtakavargaAyanamsa.LAHIRI,
) -> AstroAshtakavarga | Error | None:
    """Ashtakavarga (bhinna, sarva, shodhana, pinda)

     Bhinnashtakavarga of the seven grahas and the lagna from the BPHS ch. 66 bindu tables (with the
    prastara of who gave each bindu), the sarvashtakavarga per sign and per house (total 337 for every
    chart), trikona and ekadhipatya shodhana (ch. 67-68) and the rasi, graha and shodhya pindas (ch.
    69). Lahiri sidereal signs.

    Args:
        date (str):
        calendar (GetAshtakavargaCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        language (GetAshtakavargaLanguage | Unset):  Default: GetAshtakavargaLanguage.EN.
        node (GetAshtakavargaNode | Unset):  Default: GetAshtakavargaNode.MEAN.
        ayanamsa (GetAshtakavargaAyanamsa | Unset):  Default: GetAshtakavargaAyanamsa.LAHIRI.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AstroAshtakavarga | Error
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
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetAshtakavargaCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetAshtakavargaLanguage | Unset = GetAshtakavargaLanguage.EN,
    node: GetAshtakavargaNode | Unset = GetAshtakavargaNode.MEAN,
    ayanamsa: GetAshtakavargaAyanamsa | Unset = GetAshtakavargaAyanamsa.LAHIRI,
) -> Response[AstroAshtakavarga | Error]:
    """Ashtakavarga (bhinna, sarva, shodhana, pinda)

     Bhinnashtakavarga of the seven grahas and the lagna from the BPHS ch. 66 bindu tables (with the
    prastara of who gave each bindu), the sarvashtakavarga per sign and per house (total 337 for every
    chart), trikona and ekadhipatya shodhana (ch. 67-68) and the rasi, graha and shodhya pindas (ch.
    69). Lahiri sidereal signs.

    Args:
        date (str):
        calendar (GetAshtakavargaCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        language (GetAshtakavargaLanguage | Unset):  Default: GetAshtakavargaLanguage.EN.
        node (GetAshtakavargaNode | Unset):  Default: GetAshtakavargaNode.MEAN.
        ayanamsa (GetAshtakavargaAyanamsa | Unset):  Default: GetAshtakavargaAyanamsa.LAHIRI.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AstroAshtakavarga | Error]
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
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetAshtakavargaCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetAshtakavargaLanguage | Unset = GetAshtakavargaLanguage.EN,
    node: GetAshtakavargaNode | Unset = GetAshtakavargaNode.MEAN,
    ayanamsa: GetAshtakavargaAyanamsa | Unset = GetAshtakavargaAyanamsa.LAHIRI,
) -> AstroAshtakavarga | Error | None:
    """Ashtakavarga (bhinna, sarva, shodhana, pinda)

     Bhinnashtakavarga of the seven grahas and the lagna from the BPHS ch. 66 bindu tables (with the
    prastara of who gave each bindu), the sarvashtakavarga per sign and per house (total 337 for every
    chart), trikona and ekadhipatya shodhana (ch. 67-68) and the rasi, graha and shodhya pindas (ch.
    69). Lahiri sidereal signs.

    Args:
        date (str):
        calendar (GetAshtakavargaCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        language (GetAshtakavargaLanguage | Unset):  Default: GetAshtakavargaLanguage.EN.
        node (GetAshtakavargaNode | Unset):  Default: GetAshtakavargaNode.MEAN.
        ayanamsa (GetAshtakavargaAyanamsa | Unset):  Default: GetAshtakavargaAyanamsa.LAHIRI.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AstroAshtakavarga | Error
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
        )
    ).parsed
