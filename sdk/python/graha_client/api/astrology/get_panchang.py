from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.astro_panchang import AstroPanchang
from ...models.error import Error
from ...models.get_panchang_calendar import GetPanchangCalendar
from ...models.get_panchang_language import GetPanchangLanguage
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    date: str,
    calendar: GetPanchangCalendar | Unset = UNSET,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetPanchangLanguage | Unset = GetPanchangLanguage.EN,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["date"] = date

    json_calendar: str | Unset = UNSET
    if not isinstance(calendar, Unset):
        json_calendar = calendar.value

    params["calendar"] = json_calendar

    params["lat"] = lat

    params["lon"] = lon

    params["tz"] = tz

    json_language: str | Unset = UNSET
    if not isinstance(language, Unset):
        json_language = language.value

    params["language"] = json_language

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/astrology/panchang",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AstroPanchang | Error | None:
    if response.status_code == 200:
        response_200 = AstroPanchang.from_dict(response.json())

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
) -> Response[AstroPanchang | Error]:
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
    calendar: GetPanchangCalendar | Unset = UNSET,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetPanchangLanguage | Unset = GetPanchangLanguage.EN,
) -> Response[AstroPanchang | Error]:
    """Panchang of a day

     The Hindu almanac of one civil day at a place: tithi, nakshatra, yoga and karana prevailing at
    sunrise (Lahiri
    sidereal longitudes), each with the instants it starts and ends, the vara (weekday, sunrise to
    sunrise),
    sunrise, sunset, moonrise and moonset, and the day's periods: Rahu kalam, Yamaganda and Gulika kalam
    (the
    weekday's eighth of sunrise-sunset) and Abhijit muhurta (the 8th of the day's 15 muhurtas, around
    local noon).

    Rise and set follow Swiss Ephemeris' `swetest -rise` defaults: the upper limb of the disc on the
    sea-level
    horizon, with Swiss Ephemeris' horizon refraction (36.74' at 1013.25 hPa, 0 °C), the Moon
    topocentric. Times are local ISO 8601
    with the UTC offset in force at that instant (`tz`, or the time zone of the coordinates). A place
    where the
    Sun does not rise or set that day (polar day or night) is a 400 naming `lat`.

    With `language=ta` the answer adds `tamil_date`, the Tamil solar year, month and day: the year of
    the 60-year
    cycle begins on Chithirai 1 (Prabhava = 1987-88); the month is the Sun's
    sidereal (Lahiri) sign at the day's sunset (Mesha = Chithirai ... Meena = Panguni), and its day 1 is
    the civil
    day of the sankranti when the sankranti falls before that day's sunset, else the next day (the Tamil
    sunset
    rule). Choghadiya, hora and gowri panchangam: `/v1/astrology/panchang/periods`; tarabala and
    chandrabalam:
    `/v1/astrology/panchang/balam`; chandrashtama: `/v1/astrology/panchang/chandrashtama`.

    Args:
        date (str):
        calendar (GetPanchangCalendar | Unset):
        lat (float):
        lon (float):
        tz (float | Unset):
        language (GetPanchangLanguage | Unset):  Default: GetPanchangLanguage.EN.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AstroPanchang | Error]
    """

    kwargs = _get_kwargs(
        date=date,
        calendar=calendar,
        lat=lat,
        lon=lon,
        tz=tz,
        language=language,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetPanchangCalendar | Unset = UNSET,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetPanchangLanguage | Unset = GetPanchangLanguage.EN,
) -> AstroPanchang | Error | None:
    """Panchang of a day

     The Hindu almanac of one civil day at a place: tithi, nakshatra, yoga and karana prevailing at
    sunrise (Lahiri
    sidereal longitudes), each with the instants it starts and ends, the vara (weekday, sunrise to
    sunrise),
    sunrise, sunset, moonrise and moonset, and the day's periods: Rahu kalam, Yamaganda and Gulika kalam
    (the
    weekday's eighth of sunrise-sunset) and Abhijit muhurta (the 8th of the day's 15 muhurtas, around
    local noon).

    Rise and set follow Swiss Ephemeris' `swetest -rise` defaults: the upper limb of the disc on the
    sea-level
    horizon, with Swiss Ephemeris' horizon refraction (36.74' at 1013.25 hPa, 0 °C), the Moon
    topocentric. Times are local ISO 8601
    with the UTC offset in force at that instant (`tz`, or the time zone of the coordinates). A place
    where the
    Sun does not rise or set that day (polar day or night) is a 400 naming `lat`.

    With `language=ta` the answer adds `tamil_date`, the Tamil solar year, month and day: the year of
    the 60-year
    cycle begins on Chithirai 1 (Prabhava = 1987-88); the month is the Sun's
    sidereal (Lahiri) sign at the day's sunset (Mesha = Chithirai ... Meena = Panguni), and its day 1 is
    the civil
    day of the sankranti when the sankranti falls before that day's sunset, else the next day (the Tamil
    sunset
    rule). Choghadiya, hora and gowri panchangam: `/v1/astrology/panchang/periods`; tarabala and
    chandrabalam:
    `/v1/astrology/panchang/balam`; chandrashtama: `/v1/astrology/panchang/chandrashtama`.

    Args:
        date (str):
        calendar (GetPanchangCalendar | Unset):
        lat (float):
        lon (float):
        tz (float | Unset):
        language (GetPanchangLanguage | Unset):  Default: GetPanchangLanguage.EN.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AstroPanchang | Error
    """

    return sync_detailed(
        client=client,
        date=date,
        calendar=calendar,
        lat=lat,
        lon=lon,
        tz=tz,
        language=language,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetPanchangCalendar | Unset = UNSET,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetPanchangLanguage | Unset = GetPanchangLanguage.EN,
) -> Response[AstroPanchang | Error]:
    """Panchang of a day

     The Hindu almanac of one civil day at a place: tithi, nakshatra, yoga and karana prevailing at
    sunrise (Lahiri
    sidereal longitudes), each with the instants it starts and ends, the vara (weekday, sunrise to
    sunrise),
    sunrise, sunset, moonrise and moonset, and the day's periods: Rahu kalam, Yamaganda and Gulika kalam
    (the
    weekday's eighth of sunrise-sunset) and Abhijit muhurta (the 8th of the day's 15 muhurtas, around
    local noon).

    Rise and set follow Swiss Ephemeris' `swetest -rise` defaults: the upper limb of the disc on the
    sea-level
    horizon, with Swiss Ephemeris' horizon refraction (36.74' at 1013.25 hPa, 0 °C), the Moon
    topocentric. Times are local ISO 8601
    with the UTC offset in force at that instant (`tz`, or the time zone of the coordinates). A place
    where the
    Sun does not rise or set that day (polar day or night) is a 400 naming `lat`.

    With `language=ta` the answer adds `tamil_date`, the Tamil solar year, month and day: the year of
    the 60-year
    cycle begins on Chithirai 1 (Prabhava = 1987-88); the month is the Sun's
    sidereal (Lahiri) sign at the day's sunset (Mesha = Chithirai ... Meena = Panguni), and its day 1 is
    the civil
    day of the sankranti when the sankranti falls before that day's sunset, else the next day (the Tamil
    sunset
    rule). Choghadiya, hora and gowri panchangam: `/v1/astrology/panchang/periods`; tarabala and
    chandrabalam:
    `/v1/astrology/panchang/balam`; chandrashtama: `/v1/astrology/panchang/chandrashtama`.

    Args:
        date (str):
        calendar (GetPanchangCalendar | Unset):
        lat (float):
        lon (float):
        tz (float | Unset):
        language (GetPanchangLanguage | Unset):  Default: GetPanchangLanguage.EN.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AstroPanchang | Error]
    """

    kwargs = _get_kwargs(
        date=date,
        calendar=calendar,
        lat=lat,
        lon=lon,
        tz=tz,
        language=language,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetPanchangCalendar | Unset = UNSET,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetPanchangLanguage | Unset = GetPanchangLanguage.EN,
) -> AstroPanchang | Error | None:
    """Panchang of a day

     The Hindu almanac of one civil day at a place: tithi, nakshatra, yoga and karana prevailing at
    sunrise (Lahiri
    sidereal longitudes), each with the instants it starts and ends, the vara (weekday, sunrise to
    sunrise),
    sunrise, sunset, moonrise and moonset, and the day's periods: Rahu kalam, Yamaganda and Gulika kalam
    (the
    weekday's eighth of sunrise-sunset) and Abhijit muhurta (the 8th of the day's 15 muhurtas, around
    local noon).

    Rise and set follow Swiss Ephemeris' `swetest -rise` defaults: the upper limb of the disc on the
    sea-level
    horizon, with Swiss Ephemeris' horizon refraction (36.74' at 1013.25 hPa, 0 °C), the Moon
    topocentric. Times are local ISO 8601
    with the UTC offset in force at that instant (`tz`, or the time zone of the coordinates). A place
    where the
    Sun does not rise or set that day (polar day or night) is a 400 naming `lat`.

    With `language=ta` the answer adds `tamil_date`, the Tamil solar year, month and day: the year of
    the 60-year
    cycle begins on Chithirai 1 (Prabhava = 1987-88); the month is the Sun's
    sidereal (Lahiri) sign at the day's sunset (Mesha = Chithirai ... Meena = Panguni), and its day 1 is
    the civil
    day of the sankranti when the sankranti falls before that day's sunset, else the next day (the Tamil
    sunset
    rule). Choghadiya, hora and gowri panchangam: `/v1/astrology/panchang/periods`; tarabala and
    chandrabalam:
    `/v1/astrology/panchang/balam`; chandrashtama: `/v1/astrology/panchang/chandrashtama`.

    Args:
        date (str):
        calendar (GetPanchangCalendar | Unset):
        lat (float):
        lon (float):
        tz (float | Unset):
        language (GetPanchangLanguage | Unset):  Default: GetPanchangLanguage.EN.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AstroPanchang | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            date=date,
            calendar=calendar,
            lat=lat,
            lon=lon,
            tz=tz,
            language=language,
        )
    ).parsed
