from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.astro_kp import AstroKp
from ...models.error import Error
from ...models.get_kp_ayanamsa import GetKpAyanamsa
from ...models.get_kp_calendar import GetKpCalendar
from ...models.get_kp_language import GetKpLanguage
from ...models.get_kp_node import GetKpNode
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    date: str,
    calendar: GetKpCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetKpLanguage | Unset = GetKpLanguage.EN,
    node: GetKpNode | Unset = GetKpNode.MEAN,
    ayanamsa: GetKpAyanamsa | Unset = GetKpAyanamsa.KRISHNAMURTI,
    horary_number: int | Unset = UNSET,
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

    params["horary_number"] = horary_number

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/astrology/kp",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AstroKp | Error | None:
    if response.status_code == 200:
        response_200 = AstroKp.from_dict(response.json())

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
) -> Response[AstroKp | Error]:
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
    calendar: GetKpCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetKpLanguage | Unset = GetKpLanguage.EN,
    node: GetKpNode | Unset = GetKpNode.MEAN,
    ayanamsa: GetKpAyanamsa | Unset = GetKpAyanamsa.KRISHNAMURTI,
    horary_number: int | Unset = UNSET,
) -> Response[AstroKp | Error]:
    """KP sub lords, significators, ruling planets and horary chart

     Krishnamurti Paddhati tools. The sign, star (nakshatra), sub and sub-sub lords of the 12 Placidus
    cusps, the ascendant and the nine grahas (KP's 249 subs: each nakshatra cut in Vimshottari
    proportions from its own lord, split at sign boundaries; the sub cut again the same way for the sub-
    sub). The four-level significators of each house, strongest first: (1) planets in the star of an
    occupant, (2) the occupants, (3) planets in the star of the house lord, (4) the house lord; Rahu and
    Ketu also act as agents of their sign lord and of the grahas in their sign (stated in `rules` and
    `node_agents`). The ruling planets of the moment and place. With `horary_number` (1-249) the KP
    horary chart: the ascendant is the start of that row of the 249 table, the other cusps are Placidus
    for the sidereal time at which that point rises at the place, and the planets are those of the
    moment given (the moment of the question). Krishnamurti ayanamsa by default.

    Args:
        date (str):
        calendar (GetKpCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        language (GetKpLanguage | Unset):  Default: GetKpLanguage.EN.
        node (GetKpNode | Unset):  Default: GetKpNode.MEAN.
        ayanamsa (GetKpAyanamsa | Unset):  Default: GetKpAyanamsa.KRISHNAMURTI.
        horary_number (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AstroKp | Error]
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
        horary_number=horary_number,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetKpCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetKpLanguage | Unset = GetKpLanguage.EN,
    node: GetKpNode | Unset = GetKpNode.MEAN,
    ayanamsa: GetKpAyanamsa | Unset = GetKpAyanamsa.KRISHNAMURTI,
    horary_number: int | Unset = UNSET,
) -> AstroKp | Error | None:
    """KP sub lords, significators, ruling planets and horary chart

     Krishnamurti Paddhati tools. The sign, star (nakshatra), sub and sub-sub lords of the 12 Placidus
    cusps, the ascendant and the nine grahas (KP's 249 subs: each nakshatra cut in Vimshottari
    proportions from its own lord, split at sign boundaries; the sub cut again the same way for the sub-
    sub). The four-level significators of each house, strongest first: (1) planets in the star of an
    occupant, (2) the occupants, (3) planets in the star of the house lord, (4) the house lord; Rahu and
    Ketu also act as agents of their sign lord and of the grahas in their sign (stated in `rules` and
    `node_agents`). The ruling planets of the moment and place. With `horary_number` (1-249) the KP
    horary chart: the ascendant is the start of that row of the 249 table, the other cusps are Placidus
    for the sidereal time at which that point rises at the place, and the planets are those of the
    moment given (the moment of the question). Krishnamurti ayanamsa by default.

    Args:
        date (str):
        calendar (GetKpCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        language (GetKpLanguage | Unset):  Default: GetKpLanguage.EN.
        node (GetKpNode | Unset):  Default: GetKpNode.MEAN.
        ayanamsa (GetKpAyanamsa | Unset):  Default: GetKpAyanamsa.KRISHNAMURTI.
        horary_number (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AstroKp | Error
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
        horary_number=horary_number,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetKpCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetKpLanguage | Unset = GetKpLanguage.EN,
    node: GetKpNode | Unset = GetKpNode.MEAN,
    ayanamsa: GetKpAyanamsa | Unset = GetKpAyanamsa.KRISHNAMURTI,
    horary_number: int | Unset = UNSET,
) -> Response[AstroKp | Error]:
    """KP sub lords, significators, ruling planets and horary chart

     Krishnamurti Paddhati tools. The sign, star (nakshatra), sub and sub-sub lords of the 12 Placidus
    cusps, the ascendant and the nine grahas (KP's 249 subs: each nakshatra cut in Vimshottari
    proportions from its own lord, split at sign boundaries; the sub cut again the same way for the sub-
    sub). The four-level significators of each house, strongest first: (1) planets in the star of an
    occupant, (2) the occupants, (3) planets in the star of the house lord, (4) the house lord; Rahu and
    Ketu also act as agents of their sign lord and of the grahas in their sign (stated in `rules` and
    `node_agents`). The ruling planets of the moment and place. With `horary_number` (1-249) the KP
    horary chart: the ascendant is the start of that row of the 249 table, the other cusps are Placidus
    for the sidereal time at which that point rises at the place, and the planets are those of the
    moment given (the moment of the question). Krishnamurti ayanamsa by default.

    Args:
        date (str):
        calendar (GetKpCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        language (GetKpLanguage | Unset):  Default: GetKpLanguage.EN.
        node (GetKpNode | Unset):  Default: GetKpNode.MEAN.
        ayanamsa (GetKpAyanamsa | Unset):  Default: GetKpAyanamsa.KRISHNAMURTI.
        horary_number (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AstroKp | Error]
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
        horary_number=horary_number,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetKpCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetKpLanguage | Unset = GetKpLanguage.EN,
    node: GetKpNode | Unset = GetKpNode.MEAN,
    ayanamsa: GetKpAyanamsa | Unset = GetKpAyanamsa.KRISHNAMURTI,
    horary_number: int | Unset = UNSET,
) -> AstroKp | Error | None:
    """KP sub lords, significators, ruling planets and horary chart

     Krishnamurti Paddhati tools. The sign, star (nakshatra), sub and sub-sub lords of the 12 Placidus
    cusps, the ascendant and the nine grahas (KP's 249 subs: each nakshatra cut in Vimshottari
    proportions from its own lord, split at sign boundaries; the sub cut again the same way for the sub-
    sub). The four-level significators of each house, strongest first: (1) planets in the star of an
    occupant, (2) the occupants, (3) planets in the star of the house lord, (4) the house lord; Rahu and
    Ketu also act as agents of their sign lord and of the grahas in their sign (stated in `rules` and
    `node_agents`). The ruling planets of the moment and place. With `horary_number` (1-249) the KP
    horary chart: the ascendant is the start of that row of the 249 table, the other cusps are Placidus
    for the sidereal time at which that point rises at the place, and the planets are those of the
    moment given (the moment of the question). Krishnamurti ayanamsa by default.

    Args:
        date (str):
        calendar (GetKpCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        language (GetKpLanguage | Unset):  Default: GetKpLanguage.EN.
        node (GetKpNode | Unset):  Default: GetKpNode.MEAN.
        ayanamsa (GetKpAyanamsa | Unset):  Default: GetKpAyanamsa.KRISHNAMURTI.
        horary_number (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AstroKp | Error
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
            horary_number=horary_number,
        )
    ).parsed
