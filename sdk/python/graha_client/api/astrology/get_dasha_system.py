from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.astro_dasha_system_timeline import AstroDashaSystemTimeline
from ...models.error import Error
from ...models.get_dasha_system_ayanamsa import GetDashaSystemAyanamsa
from ...models.get_dasha_system_calendar import GetDashaSystemCalendar
from ...models.get_dasha_system_node import GetDashaSystemNode
from ...models.get_dasha_system_system import GetDashaSystemSystem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    system: GetDashaSystemSystem,
    *,
    date: str,
    calendar: GetDashaSystemCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    node: GetDashaSystemNode | Unset = GetDashaSystemNode.MEAN,
    ayanamsa: GetDashaSystemAyanamsa | Unset = GetDashaSystemAyanamsa.LAHIRI,
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
        "url": "/v1/astrology/dasha/{system}".format(
            system=quote(str(system), safe=""),
        ),
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AstroDashaSystemTimeline | Error | None:
    if response.status_code == 200:
        response_200 = AstroDashaSystemTimeline.from_dict(response.json())

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
) -> Response[AstroDashaSystemTimeline | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    system: GetDashaSystemSystem,
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetDashaSystemCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    node: GetDashaSystemNode | Unset = GetDashaSystemNode.MEAN,
    ayanamsa: GetDashaSystemAyanamsa | Unset = GetDashaSystemAyanamsa.LAHIRI,
    at: str | Unset = UNSET,
) -> Response[AstroDashaSystemTimeline | Error]:
    """Yogini, Ashtottari or Jaimini Chara dasha

     Nakshatra dashas beside Vimshottari (BPHS ch. 46-47), from the Lahiri sidereal Moon: the mahadashas
    from the one running at birth until 120 years after birth, their antardashas, and the periods
    current at `at`. Ashtottari carries its applicability (BPHS: Rahu in a kendra or trikona from the
    lagna lord, not in the lagna) and the paksha/day-night rule beside it; it is computed either way.

    Args:
        system (GetDashaSystemSystem):
        date (str):
        calendar (GetDashaSystemCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        node (GetDashaSystemNode | Unset):  Default: GetDashaSystemNode.MEAN.
        ayanamsa (GetDashaSystemAyanamsa | Unset):  Default: GetDashaSystemAyanamsa.LAHIRI.
        at (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AstroDashaSystemTimeline | Error]
    """

    kwargs = _get_kwargs(
        system=system,
        date=date,
        calendar=calendar,
        time=time,
        lat=lat,
        lon=lon,
        tz=tz,
        node=node,
        ayanamsa=ayanamsa,
        at=at,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    system: GetDashaSystemSystem,
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetDashaSystemCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    node: GetDashaSystemNode | Unset = GetDashaSystemNode.MEAN,
    ayanamsa: GetDashaSystemAyanamsa | Unset = GetDashaSystemAyanamsa.LAHIRI,
    at: str | Unset = UNSET,
) -> AstroDashaSystemTimeline | Error | None:
    """Yogini, Ashtottari or Jaimini Chara dasha

     Nakshatra dashas beside Vimshottari (BPHS ch. 46-47), from the Lahiri sidereal Moon: the mahadashas
    from the one running at birth until 120 years after birth, their antardashas, and the periods
    current at `at`. Ashtottari carries its applicability (BPHS: Rahu in a kendra or trikona from the
    lagna lord, not in the lagna) and the paksha/day-night rule beside it; it is computed either way.

    Args:
        system (GetDashaSystemSystem):
        date (str):
        calendar (GetDashaSystemCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        node (GetDashaSystemNode | Unset):  Default: GetDashaSystemNode.MEAN.
        ayanamsa (GetDashaSystemAyanamsa | Unset):  Default: GetDashaSystemAyanamsa.LAHIRI.
        at (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AstroDashaSystemTimeline | Error
    """

    return sync_detailed(
        system=system,
        client=client,
        date=date,
        calendar=calendar,
        time=time,
        lat=lat,
        lon=lon,
        tz=tz,
        node=node,
        ayanamsa=ayanamsa,
        at=at,
    ).parsed


async def asyncio_detailed(
    system: GetDashaSystemSystem,
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetDashaSystemCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    node: GetDashaSystemNode | Unset = GetDashaSystemNode.MEAN,
    ayanamsa: GetDashaSystemAyanamsa | Unset = GetDashaSystemAyanamsa.LAHIRI,
    at: str | Unset = UNSET,
) -> Response[AstroDashaSystemTimeline | Error]:
    """Yogini, Ashtottari or Jaimini Chara dasha

     Nakshatra dashas beside Vimshottari (BPHS ch. 46-47), from the Lahiri sidereal Moon: the mahadashas
    from the one running at birth until 120 years after birth, their antardashas, and the periods
    current at `at`. Ashtottari carries its applicability (BPHS: Rahu in a kendra or trikona from the
    lagna lord, not in the lagna) and the paksha/day-night rule beside it; it is computed either way.

    Args:
        system (GetDashaSystemSystem):
        date (str):
        calendar (GetDashaSystemCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        node (GetDashaSystemNode | Unset):  Default: GetDashaSystemNode.MEAN.
        ayanamsa (GetDashaSystemAyanamsa | Unset):  Default: GetDashaSystemAyanamsa.LAHIRI.
        at (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AstroDashaSystemTimeline | Error]
    """

    kwargs = _get_kwargs(
        system=system,
        date=date,
        calendar=calendar,
        time=time,
        lat=lat,
        lon=lon,
        tz=tz,
        node=node,
        ayanamsa=ayanamsa,
        at=at,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    system: GetDashaSystemSystem,
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetDashaSystemCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    node: GetDashaSystemNode | Unset = GetDashaSystemNode.MEAN,
    ayanamsa: GetDashaSystemAyanamsa | Unset = GetDashaSystemAyanamsa.LAHIRI,
    at: str | Unset = UNSET,
) -> AstroDashaSystemTimeline | Error | None:
    """Yogini, Ashtottari or Jaimini Chara dasha

     Nakshatra dashas beside Vimshottari (BPHS ch. 46-47), from the Lahiri sidereal Moon: the mahadashas
    from the one running at birth until 120 years after birth, their antardashas, and the periods
    current at `at`. Ashtottari carries its applicability (BPHS: Rahu in a kendra or trikona from the
    lagna lord, not in the lagna) and the paksha/day-night rule beside it; it is computed either way.

    Args:
        system (GetDashaSystemSystem):
        date (str):
        calendar (GetDashaSystemCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        node (GetDashaSystemNode | Unset):  Default: GetDashaSystemNode.MEAN.
        ayanamsa (GetDashaSystemAyanamsa | Unset):  Default: GetDashaSystemAyanamsa.LAHIRI.
        at (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AstroDashaSystemTimeline | Error
    """

    return (
        await asyncio_detailed(
            system=system,
            client=client,
            date=date,
            calendar=calendar,
            time=time,
            lat=lat,
            lon=lon,
            tz=tz,
            node=node,
            ayanamsa=ayanamsa,
            at=at,
        )
    ).parsed
