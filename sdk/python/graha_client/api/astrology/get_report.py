from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.get_report_ayanamsa import GetReportAyanamsa
from ...models.get_report_calendar import GetReportCalendar
from ...models.get_report_house_system import GetReportHouseSystem
from ...models.get_report_language import GetReportLanguage
from ...models.get_report_node import GetReportNode
from ...models.get_report_system import GetReportSystem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    date: str,
    calendar: GetReportCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    system: GetReportSystem | Unset = GetReportSystem.VEDIC,
    language: GetReportLanguage | Unset = GetReportLanguage.EN,
    node: GetReportNode | Unset = GetReportNode.MEAN,
    ayanamsa: GetReportAyanamsa | Unset = UNSET,
    house_system: GetReportHouseSystem | Unset = UNSET,
    name: str | Unset = UNSET,
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

    json_house_system: str | Unset = UNSET
    if not isinstance(house_system, Unset):
        json_house_system = house_system.value

    params["house_system"] = json_house_system

    params["name"] = name

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/astrology/report",
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
    calendar: GetReportCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    system: GetReportSystem | Unset = GetReportSystem.VEDIC,
    language: GetReportLanguage | Unset = GetReportLanguage.EN,
    node: GetReportNode | Unset = GetReportNode.MEAN,
    ayanamsa: GetReportAyanamsa | Unset = UNSET,
    house_system: GetReportHouseSystem | Unset = UNSET,
    name: str | Unset = UNSET,
) -> Response[Error]:
    """Astrology report (PDF)

     A PDF report of a birth chart in English, Hindi or Tamil (A4, about 7-9 pages): a cover with the
    birth details, coordinates, system and engine; the chart drawings (vedic: North Indian rasi chart
    and navamsa; western: the natal wheel); the positions table (sign, degree, nakshatra and pada for
    vedic, house, retrograde); the Vimshottari mahadashas with the antardashas of the running one
    (vedic) or the transits of the moment with their aspects to the natal chart (western); yogas and
    doshas (vedic) or the major natal aspects (western); and the classical notes that hold for the
    chart, each citing its work and chapter (and verse where checked), the same notes the astrology chat
    models cite. Planet, sign and nakshatra names are given in the language with the canonical English
    name beside them. The running dasha and the transits are those at the request time. Billed as one
    fixed-price call (astrology_report).

    Args:
        date (str):
        calendar (GetReportCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        system (GetReportSystem | Unset):  Default: GetReportSystem.VEDIC.
        language (GetReportLanguage | Unset):  Default: GetReportLanguage.EN.
        node (GetReportNode | Unset):  Default: GetReportNode.MEAN.
        ayanamsa (GetReportAyanamsa | Unset):
        house_system (GetReportHouseSystem | Unset):
        name (str | Unset):

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
        ayanamsa=ayanamsa,
        house_system=house_system,
        name=name,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetReportCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    system: GetReportSystem | Unset = GetReportSystem.VEDIC,
    language: GetReportLanguage | Unset = GetReportLanguage.EN,
    node: GetReportNode | Unset = GetReportNode.MEAN,
    ayanamsa: GetReportAyanamsa | Unset = UNSET,
    house_system: GetReportHouseSystem | Unset = UNSET,
    name: str | Unset = UNSET,
) -> Error | None:
    """Astrology report (PDF)

     A PDF report of a birth chart in English, Hindi or Tamil (A4, about 7-9 pages): a cover with the
    birth details, coordinates, system and engine; the chart drawings (vedic: North Indian rasi chart
    and navamsa; western: the natal wheel); the positions table (sign, degree, nakshatra and pada for
    vedic, house, retrograde); the Vimshottari mahadashas with the antardashas of the running one
    (vedic) or the transits of the moment with their aspects to the natal chart (western); yogas and
    doshas (vedic) or the major natal aspects (western); and the classical notes that hold for the
    chart, each citing its work and chapter (and verse where checked), the same notes the astrology chat
    models cite. Planet, sign and nakshatra names are given in the language with the canonical English
    name beside them. The running dasha and the transits are those at the request time. Billed as one
    fixed-price call (astrology_report).

    Args:
        date (str):
        calendar (GetReportCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        system (GetReportSystem | Unset):  Default: GetReportSystem.VEDIC.
        language (GetReportLanguage | Unset):  Default: GetReportLanguage.EN.
        node (GetReportNode | Unset):  Default: GetReportNode.MEAN.
        ayanamsa (GetReportAyanamsa | Unset):
        house_system (GetReportHouseSystem | Unset):
        name (str | Unset):

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
        ayanamsa=ayanamsa,
        house_system=house_system,
        name=name,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetReportCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    system: GetReportSystem | Unset = GetReportSystem.VEDIC,
    language: GetReportLanguage | Unset = GetReportLanguage.EN,
    node: GetReportNode | Unset = GetReportNode.MEAN,
    ayanamsa: GetReportAyanamsa | Unset = UNSET,
    house_system: GetReportHouseSystem | Unset = UNSET,
    name: str | Unset = UNSET,
) -> Response[Error]:
    """Astrology report (PDF)

     A PDF report of a birth chart in English, Hindi or Tamil (A4, about 7-9 pages): a cover with the
    birth details, coordinates, system and engine; the chart drawings (vedic: North Indian rasi chart
    and navamsa; western: the natal wheel); the positions table (sign, degree, nakshatra and pada for
    vedic, house, retrograde); the Vimshottari mahadashas with the antardashas of the running one
    (vedic) or the transits of the moment with their aspects to the natal chart (western); yogas and
    doshas (vedic) or the major natal aspects (western); and the classical notes that hold for the
    chart, each citing its work and chapter (and verse where checked), the same notes the astrology chat
    models cite. Planet, sign and nakshatra names are given in the language with the canonical English
    name beside them. The running dasha and the transits are those at the request time. Billed as one
    fixed-price call (astrology_report).

    Args:
        date (str):
        calendar (GetReportCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        system (GetReportSystem | Unset):  Default: GetReportSystem.VEDIC.
        language (GetReportLanguage | Unset):  Default: GetReportLanguage.EN.
        node (GetReportNode | Unset):  Default: GetReportNode.MEAN.
        ayanamsa (GetReportAyanamsa | Unset):
        house_system (GetReportHouseSystem | Unset):
        name (str | Unset):

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
        ayanamsa=ayanamsa,
        house_system=house_system,
        name=name,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetReportCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    system: GetReportSystem | Unset = GetReportSystem.VEDIC,
    language: GetReportLanguage | Unset = GetReportLanguage.EN,
    node: GetReportNode | Unset = GetReportNode.MEAN,
    ayanamsa: GetReportAyanamsa | Unset = UNSET,
    house_system: GetReportHouseSystem | Unset = UNSET,
    name: str | Unset = UNSET,
) -> Error | None:
    """Astrology report (PDF)

     A PDF report of a birth chart in English, Hindi or Tamil (A4, about 7-9 pages): a cover with the
    birth details, coordinates, system and engine; the chart drawings (vedic: North Indian rasi chart
    and navamsa; western: the natal wheel); the positions table (sign, degree, nakshatra and pada for
    vedic, house, retrograde); the Vimshottari mahadashas with the antardashas of the running one
    (vedic) or the transits of the moment with their aspects to the natal chart (western); yogas and
    doshas (vedic) or the major natal aspects (western); and the classical notes that hold for the
    chart, each citing its work and chapter (and verse where checked), the same notes the astrology chat
    models cite. Planet, sign and nakshatra names are given in the language with the canonical English
    name beside them. The running dasha and the transits are those at the request time. Billed as one
    fixed-price call (astrology_report).

    Args:
        date (str):
        calendar (GetReportCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        system (GetReportSystem | Unset):  Default: GetReportSystem.VEDIC.
        language (GetReportLanguage | Unset):  Default: GetReportLanguage.EN.
        node (GetReportNode | Unset):  Default: GetReportNode.MEAN.
        ayanamsa (GetReportAyanamsa | Unset):
        house_system (GetReportHouseSystem | Unset):
        name (str | Unset):

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
            ayanamsa=ayanamsa,
            house_system=house_system,
            name=name,
        )
    ).parsed
