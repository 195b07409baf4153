from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.astro_gochara import AstroGochara
from ...models.error import Error
from ...models.get_gochara_ayanamsa import GetGocharaAyanamsa
from ...models.get_gochara_calendar import GetGocharaCalendar
from ...models.get_gochara_language import GetGocharaLanguage
from ...models.get_gochara_node import GetGocharaNode
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    date: str,
    calendar: GetGocharaCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetGocharaLanguage | Unset = GetGocharaLanguage.EN,
    node: GetGocharaNode | Unset = GetGocharaNode.MEAN,
    ayanamsa: GetGocharaAyanamsa | Unset = GetGocharaAyanamsa.LAHIRI,
    at: str | Unset = UNSET,
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

    params["at"] = at

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/astrology/gochara",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AstroGochara | Error | None:
    if response.status_code == 200:
        response_200 = AstroGochara.from_dict(response.json())

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
) -> Response[AstroGochara | Error]:
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
    calendar: GetGocharaCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetGocharaLanguage | Unset = GetGocharaLanguage.EN,
    node: GetGocharaNode | Unset = GetGocharaNode.MEAN,
    ayanamsa: GetGocharaAyanamsa | Unset = GetGocharaAyanamsa.LAHIRI,
    at: str | Unset = UNSET,
) -> Response[AstroGochara | Error]:
    """Gochara (transits from the natal Moon)

     The nine grahas at `at` read against a birth chart: sidereal sign, house from the natal Moon and
    lagna, whether the house from the Moon is favourable (Phaladeepika ch. 26), the grahas obstructing
    it by vedha (no vedha between the Sun and Saturn, the Moon and Mercury), and the natal ashtakavarga
    bindus of the transited sign.

    Args:
        date (str):
        calendar (GetGocharaCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        language (GetGocharaLanguage | Unset):  Default: GetGocharaLanguage.EN.
        node (GetGocharaNode | Unset):  Default: GetGocharaNode.MEAN.
        ayanamsa (GetGocharaAyanamsa | Unset):  Default: GetGocharaAyanamsa.LAHIRI.
        at (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AstroGochara | Error]
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
        at=at,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetGocharaCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetGocharaLanguage | Unset = GetGocharaLanguage.EN,
    node: GetGocharaNode | Unset = GetGocharaNode.MEAN,
    ayanamsa: GetGocharaAyanamsa | Unset = GetGocharaAyanamsa.LAHIRI,
    at: str | Unset = UNSET,
) -> AstroGochara | Error | None:
    """Gochara (transits from the natal Moon)

     The nine grahas at `at` read against a birth chart: sidereal sign, house from the natal Moon and
    lagna, whether the house from the Moon is favourable (Phaladeepika ch. 26), the grahas obstructing
    it by vedha (no vedha between the Sun and Saturn, the Moon and Mercury), and the natal ashtakavarga
    bindus of the transited sign.

    Args:
        date (str):
        calendar (GetGocharaCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        language (GetGocharaLanguage | Unset):  Default: GetGocharaLanguage.EN.
        node (GetGocharaNode | Unset):  Default: GetGocharaNode.MEAN.
        ayanamsa (GetGocharaAyanamsa | Unset):  Default: GetGocharaAyanamsa.LAHIRI.
        at (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AstroGochara | Error
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
        at=at,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetGocharaCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetGocharaLanguage | Unset = GetGocharaLanguage.EN,
    node: GetGocharaNode | Unset = GetGocharaNode.MEAN,
    ayanamsa: GetGocharaAyanamsa | Unset = GetGocharaAyanamsa.LAHIRI,
    at: str | Unset = UNSET,
) -> Response[AstroGochara | Error]:
    """Gochara (transits from the natal Moon)

     The nine grahas at `at` read against a birth chart: sidereal sign, house from the natal Moon and
    lagna, whether the house from the Moon is favourable (Phaladeepika ch. 26), the grahas obstructing
    it by vedha (no vedha between the Sun and Saturn, the Moon and Mercury), and the natal ashtakavarga
    bindus of the transited sign.

    Args:
        date (str):
        calendar (GetGocharaCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        language (GetGocharaLanguage | Unset):  Default: GetGocharaLanguage.EN.
        node (GetGocharaNode | Unset):  Default: GetGocharaNode.MEAN.
        ayanamsa (GetGocharaAyanamsa | Unset):  Default: GetGocharaAyanamsa.LAHIRI.
        at (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AstroGochara | Error]
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
        at=at,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetGocharaCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetGocharaLanguage | Unset = GetGocharaLanguage.EN,
    node: GetGocharaNode | Unset = GetGocharaNode.MEAN,
    ayanamsa: GetGocharaAyanamsa | Unset = GetGocharaAyanamsa.LAHIRI,
    at: str | Unset = UNSET,
) -> AstroGochara | Error | None:
    """Gochara (transits from the natal Moon)

     The nine grahas at `at` read against a birth chart: sidereal sign, house from the natal Moon and
    lagna, whether the house from the Moon is favourable (Phaladeepika ch. 26), the grahas obstructing
    it by vedha (no vedha between the Sun and Saturn, the Moon and Mercury), and the natal ashtakavarga
    bindus of the transited sign.

    Args:
        date (str):
        calendar (GetGocharaCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        language (GetGocharaLanguage | Unset):  Default: GetGocharaLanguage.EN.
        node (GetGocharaNode | Unset):  Default: GetGocharaNode.MEAN.
        ayanamsa (GetGocharaAyanamsa | Unset):  Default: GetGocharaAyanamsa.LAHIRI.
        at (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AstroGochara | Error
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
            at=at,
        )
    ).parsed
