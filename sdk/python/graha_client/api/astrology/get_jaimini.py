from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.astro_jaimini import AstroJaimini
from ...models.error import Error
from ...models.get_jaimini_ayanamsa import GetJaiminiAyanamsa
from ...models.get_jaimini_calendar import GetJaiminiCalendar
from ...models.get_jaimini_karakas import GetJaiminiKarakas
from ...models.get_jaimini_language import GetJaiminiLanguage
from ...models.get_jaimini_node import GetJaiminiNode
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    date: str,
    calendar: GetJaiminiCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetJaiminiLanguage | Unset = GetJaiminiLanguage.EN,
    node: GetJaiminiNode | Unset = GetJaiminiNode.MEAN,
    ayanamsa: GetJaiminiAyanamsa | Unset = GetJaiminiAyanamsa.LAHIRI,
    karakas: GetJaiminiKarakas | Unset = GetJaiminiKarakas.VALUE_0,
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

    json_karakas: str | Unset = UNSET
    if not isinstance(karakas, Unset):
        json_karakas = karakas.value

    params["karakas"] = json_karakas

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/astrology/jaimini",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AstroJaimini | Error | None:
    if response.status_code == 200:
        response_200 = AstroJaimini.from_dict(response.json())

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
) -> Response[AstroJaimini | Error]:
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
    calendar: GetJaiminiCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetJaiminiLanguage | Unset = GetJaiminiLanguage.EN,
    node: GetJaiminiNode | Unset = GetJaiminiNode.MEAN,
    ayanamsa: GetJaiminiAyanamsa | Unset = GetJaiminiAyanamsa.LAHIRI,
    karakas: GetJaiminiKarakas | Unset = GetJaiminiKarakas.VALUE_0,
) -> Response[AstroJaimini | Error]:
    """Jaimini (chara karakas, karakamsa, arudha padas, upapada, rashi drishti)

     Jaimini tools on the Lahiri sidereal rasi chart. Chara karakas: the grahas ranked by the degrees
    covered in their signs, highest first; karakas=8 (default, BPHS ch. 32) counts Rahu with its degree
    reckoned from the end of its sign (30° minus its degree), karakas=7 ranks Sun..Saturn only and has
    no Pitrikaraka; the scheme is stated in the answer. Karakamsa: the Atmakaraka's navamsa sign and its
    house from the lagna (and from the navamsa lagna). Arudha padas A1-A12 (BPHS ch. 29-30): count from
    the house to its lord and as far again from the lord; a pada that falls in the house itself or in
    the 7th from it moves to the 10th sign from there; lords per BPHS ch. 3 (Mars for Scorpio, Saturn
    for Aquarius). A1 is the arudha lagna, A12 the upapada. Rashi drishti (Jaimini Upadesa Sutras
    1.1.2-4): movable signs aspect the fixed signs except the adjacent one, fixed signs the movable
    signs except the adjacent one, dual signs the other dual signs; as a table of signs and per graha.

    Args:
        date (str):
        calendar (GetJaiminiCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        language (GetJaiminiLanguage | Unset):  Default: GetJaiminiLanguage.EN.
        node (GetJaiminiNode | Unset):  Default: GetJaiminiNode.MEAN.
        ayanamsa (GetJaiminiAyanamsa | Unset):  Default: GetJaiminiAyanamsa.LAHIRI.
        karakas (GetJaiminiKarakas | Unset):  Default: GetJaiminiKarakas.VALUE_0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AstroJaimini | Error]
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
        karakas=karakas,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetJaiminiCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetJaiminiLanguage | Unset = GetJaiminiLanguage.EN,
    node: GetJaiminiNode | Unset = GetJaiminiNode.MEAN,
    ayanamsa: GetJaiminiAyanamsa | Unset = GetJaiminiAyanamsa.LAHIRI,
    karakas: GetJaiminiKarakas | Unset = GetJaiminiKarakas.VALUE_0,
) -> AstroJaimini | Error | None:
    """Jaimini (chara karakas, karakamsa, arudha padas, upapada, rashi drishti)

     Jaimini tools on the Lahiri sidereal rasi chart. Chara karakas: the grahas ranked by the degrees
    covered in their signs, highest first; karakas=8 (default, BPHS ch. 32) counts Rahu with its degree
    reckoned from the end of its sign (30° minus its degree), karakas=7 ranks Sun..Saturn only and has
    no Pitrikaraka; the scheme is stated in the answer. Karakamsa: the Atmakaraka's navamsa sign and its
    house from the lagna (and from the navamsa lagna). Arudha padas A1-A12 (BPHS ch. 29-30): count from
    the house to its lord and as far again from the lord; a pada that falls in the house itself or in
    the 7th from it moves to the 10th sign from there; lords per BPHS ch. 3 (Mars for Scorpio, Saturn
    for Aquarius). A1 is the arudha lagna, A12 the upapada. Rashi drishti (Jaimini Upadesa Sutras
    1.1.2-4): movable signs aspect the fixed signs except the adjacent one, fixed signs the movable
    signs except the adjacent one, dual signs the other dual signs; as a table of signs and per graha.

    Args:
        date (str):
        calendar (GetJaiminiCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        language (GetJaiminiLanguage | Unset):  Default: GetJaiminiLanguage.EN.
        node (GetJaiminiNode | Unset):  Default: GetJaiminiNode.MEAN.
        ayanamsa (GetJaiminiAyanamsa | Unset):  Default: GetJaiminiAyanamsa.LAHIRI.
        karakas (GetJaiminiKarakas | Unset):  Default: GetJaiminiKarakas.VALUE_0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AstroJaimini | Error
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
        karakas=karakas,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetJaiminiCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetJaiminiLanguage | Unset = GetJaiminiLanguage.EN,
    node: GetJaiminiNode | Unset = GetJaiminiNode.MEAN,
    ayanamsa: GetJaiminiAyanamsa | Unset = GetJaiminiAyanamsa.LAHIRI,
    karakas: GetJaiminiKarakas | Unset = GetJaiminiKarakas.VALUE_0,
) -> Response[AstroJaimini | Error]:
    """Jaimini (chara karakas, karakamsa, arudha padas, upapada, rashi drishti)

     Jaimini tools on the Lahiri sidereal rasi chart. Chara karakas: the grahas ranked by the degrees
    covered in their signs, highest first; karakas=8 (default, BPHS ch. 32) counts Rahu with its degree
    reckoned from the end of its sign (30° minus its degree), karakas=7 ranks Sun..Saturn only and has
    no Pitrikaraka; the scheme is stated in the answer. Karakamsa: the Atmakaraka's navamsa sign and its
    house from the lagna (and from the navamsa lagna). Arudha padas A1-A12 (BPHS ch. 29-30): count from
    the house to its lord and as far again from the lord; a pada that falls in the house itself or in
    the 7th from it moves to the 10th sign from there; lords per BPHS ch. 3 (Mars for Scorpio, Saturn
    for Aquarius). A1 is the arudha lagna, A12 the upapada. Rashi drishti (Jaimini Upadesa Sutras
    1.1.2-4): movable signs aspect the fixed signs except the adjacent one, fixed signs the movable
    signs except the adjacent one, dual signs the other dual signs; as a table of signs and per graha.

    Args:
        date (str):
        calendar (GetJaiminiCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        language (GetJaiminiLanguage | Unset):  Default: GetJaiminiLanguage.EN.
        node (GetJaiminiNode | Unset):  Default: GetJaiminiNode.MEAN.
        ayanamsa (GetJaiminiAyanamsa | Unset):  Default: GetJaiminiAyanamsa.LAHIRI.
        karakas (GetJaiminiKarakas | Unset):  Default: GetJaiminiKarakas.VALUE_0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AstroJaimini | Error]
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
        karakas=karakas,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetJaiminiCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetJaiminiLanguage | Unset = GetJaiminiLanguage.EN,
    node: GetJaiminiNode | Unset = GetJaiminiNode.MEAN,
    ayanamsa: GetJaiminiAyanamsa | Unset = GetJaiminiAyanamsa.LAHIRI,
    karakas: GetJaiminiKarakas | Unset = GetJaiminiKarakas.VALUE_0,
) -> AstroJaimini | Error | None:
    """Jaimini (chara karakas, karakamsa, arudha padas, upapada, rashi drishti)

     Jaimini tools on the Lahiri sidereal rasi chart. Chara karakas: the grahas ranked by the degrees
    covered in their signs, highest first; karakas=8 (default, BPHS ch. 32) counts Rahu with its degree
    reckoned from the end of its sign (30° minus its degree), karakas=7 ranks Sun..Saturn only and has
    no Pitrikaraka; the scheme is stated in the answer. Karakamsa: the Atmakaraka's navamsa sign and its
    house from the lagna (and from the navamsa lagna). Arudha padas A1-A12 (BPHS ch. 29-30): count from
    the house to its lord and as far again from the lord; a pada that falls in the house itself or in
    the 7th from it moves to the 10th sign from there; lords per BPHS ch. 3 (Mars for Scorpio, Saturn
    for Aquarius). A1 is the arudha lagna, A12 the upapada. Rashi drishti (Jaimini Upadesa Sutras
    1.1.2-4): movable signs aspect the fixed signs except the adjacent one, fixed signs the movable
    signs except the adjacent one, dual signs the other dual signs; as a table of signs and per graha.

    Args:
        date (str):
        calendar (GetJaiminiCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        language (GetJaiminiLanguage | Unset):  Default: GetJaiminiLanguage.EN.
        node (GetJaiminiNode | Unset):  Default: GetJaiminiNode.MEAN.
        ayanamsa (GetJaiminiAyanamsa | Unset):  Default: GetJaiminiAyanamsa.LAHIRI.
        karakas (GetJaiminiKarakas | Unset):  Default: GetJaiminiKarakas.VALUE_0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AstroJaimini | Error
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
            karakas=karakas,
        )
    ).parsed
