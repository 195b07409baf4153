from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.astro_panchang_periods import AstroPanchangPeriods
from ...models.error import Error
from ...models.get_panchang_periods_calendar import GetPanchangPeriodsCalendar
from ...models.get_panchang_periods_language import GetPanchangPeriodsLanguage
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    date: str,
    calendar: GetPanchangPeriodsCalendar | Unset = UNSET,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetPanchangPeriodsLanguage | Unset = GetPanchangPeriodsLanguage.EN,
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
        "url": "/v1/astrology/panchang/periods",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AstroPanchangPeriods | Error | None:
    if response.status_code == 200:
        response_200 = AstroPanchangPeriods.from_dict(response.json())

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
) -> Response[AstroPanchangPeriods | Error]:
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
    calendar: GetPanchangPeriodsCalendar | Unset = UNSET,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetPanchangPeriodsLanguage | Unset = GetPanchangPeriodsLanguage.EN,
) -> Response[AstroPanchangPeriods | Error]:
    """Choghadiya, hora and gowri panchangam of a day

     The day's time divisions at a place, from the panchang's sunrise, sunset and next sunrise (the same
    rise/set
    convention as `/v1/astrology/panchang`):

    - **Choghadiya** (day and night): sunrise-sunset and sunset-next sunrise each in 8 equal parts. The
    parts follow
      the planets in the order Sun (Udveg), Venus (Char), Mercury (Labh), Moon (Amrit), Saturn (Kaal),
    Jupiter
      (Shubh), Mars (Rog). The day's first part is the weekday lord's and the next ones follow that
    order; the
      night's first is the lord of the 5th weekday counted from the day's and the night runs the order
    backwards
      two at a time (Sunday night: Jupiter/Shubh, Moon, Venus, Mars, Saturn, Mercury, Sun). The 8th part
    repeats
      the 1st. Good: Amrit, Shubh, Labh;
      neutral: Char; bad: Udveg, Kaal, Rog.
    - **Hora** (24 planetary hours): 12 equal day horas and 12 equal night horas; the first is the
    weekday lord's,
      then the Chaldean order downwards (Sun, Venus, Mercury, Moon, Saturn, Jupiter, Mars), so the 25th
    would be
      the next weekday's lord.
    - **Gowri panchangam** (Tamil "nalla neram", day and night): 8 equal parts each, named from the
    weekday tables
      Drik Panchang publishes after the Pambu Panchangam (Saturday night's repeated Soram as printed).
    Good:
      Amirdha, Uthi, Laabam, Dhanam, Sugam; bad: Rogam, Soram, Visham.

    `language=hi|ta` adds `name_local`/`lord_local`. A place where the Sun does not rise or set that day
    or the
    next is a 400 naming `lat`.

    Args:
        date (str):
        calendar (GetPanchangPeriodsCalendar | Unset):
        lat (float):
        lon (float):
        tz (float | Unset):
        language (GetPanchangPeriodsLanguage | Unset):  Default: GetPanchangPeriodsLanguage.EN.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AstroPanchangPeriods | Error]
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
    calendar: GetPanchangPeriodsCalendar | Unset = UNSET,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetPanchangPeriodsLanguage | Unset = GetPanchangPeriodsLanguage.EN,
) -> AstroPanchangPeriods | Error | None:
    """Choghadiya, hora and gowri panchangam of a day

     The day's time divisions at a place, from the panchang's sunrise, sunset and next sunrise (the same
    rise/set
    convention as `/v1/astrology/panchang`):

    - **Choghadiya** (day and night): sunrise-sunset and sunset-next sunrise each in 8 equal parts. The
    parts follow
      the planets in the order Sun (Udveg), Venus (Char), Mercury (Labh), Moon (Amrit), Saturn (Kaal),
    Jupiter
      (Shubh), Mars (Rog). The day's first part is the weekday lord's and the next ones follow that
    order; the
      night's first is the lord of the 5th weekday counted from the day's and the night runs the order
    backwards
      two at a time (Sunday night: Jupiter/Shubh, Moon, Venus, Mars, Saturn, Mercury, Sun). The 8th part
    repeats
      the 1st. Good: Amrit, Shubh, Labh;
      neutral: Char; bad: Udveg, Kaal, Rog.
    - **Hora** (24 planetary hours): 12 equal day horas and 12 equal night horas; the first is the
    weekday lord's,
      then the Chaldean order downwards (Sun, Venus, Mercury, Moon, Saturn, Jupiter, Mars), so the 25th
    would be
      the next weekday's lord.
    - **Gowri panchangam** (Tamil "nalla neram", day and night): 8 equal parts each, named from the
    weekday tables
      Drik Panchang publishes after the Pambu Panchangam (Saturday night's repeated Soram as printed).
    Good:
      Amirdha, Uthi, Laabam, Dhanam, Sugam; bad: Rogam, Soram, Visham.

    `language=hi|ta` adds `name_local`/`lord_local`. A place where the Sun does not rise or set that day
    or the
    next is a 400 naming `lat`.

    Args:
        date (str):
        calendar (GetPanchangPeriodsCalendar | Unset):
        lat (float):
        lon (float):
        tz (float | Unset):
        language (GetPanchangPeriodsLanguage | Unset):  Default: GetPanchangPeriodsLanguage.EN.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AstroPanchangPeriods | Error
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
    calendar: GetPanchangPeriodsCalendar | Unset = UNSET,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetPanchangPeriodsLanguage | Unset = GetPanchangPeriodsLanguage.EN,
) -> Response[AstroPanchangPeriods | Error]:
    """Choghadiya, hora and gowri panchangam of a day

     The day's time divisions at a place, from the panchang's sunrise, sunset and next sunrise (the same
    rise/set
    convention as `/v1/astrology/panchang`):

    - **Choghadiya** (day and night): sunrise-sunset and sunset-next sunrise each in 8 equal parts. The
    parts follow
      the planets in the order Sun (Udveg), Venus (Char), Mercury (Labh), Moon (Amrit), Saturn (Kaal),
    Jupiter
      (Shubh), Mars (Rog). The day's first part is the weekday lord's and the next ones follow that
    order; the
      night's first is the lord of the 5th weekday counted from the day's and the night runs the order
    backwards
      two at a time (Sunday night: Jupiter/Shubh, Moon, Venus, Mars, Saturn, Mercury, Sun). The 8th part
    repeats
      the 1st. Good: Amrit, Shubh, Labh;
      neutral: Char; bad: Udveg, Kaal, Rog.
    - **Hora** (24 planetary hours): 12 equal day horas and 12 equal night horas; the first is the
    weekday lord's,
      then the Chaldean order downwards (Sun, Venus, Mercury, Moon, Saturn, Jupiter, Mars), so the 25th
    would be
      the next weekday's lord.
    - **Gowri panchangam** (Tamil "nalla neram", day and night): 8 equal parts each, named from the
    weekday tables
      Drik Panchang publishes after the Pambu Panchangam (Saturday night's repeated Soram as printed).
    Good:
      Amirdha, Uthi, Laabam, Dhanam, Sugam; bad: Rogam, Soram, Visham.

    `language=hi|ta` adds `name_local`/`lord_local`. A place where the Sun does not rise or set that day
    or the
    next is a 400 naming `lat`.

    Args:
        date (str):
        calendar (GetPanchangPeriodsCalendar | Unset):
        lat (float):
        lon (float):
        tz (float | Unset):
        language (GetPanchangPeriodsLanguage | Unset):  Default: GetPanchangPeriodsLanguage.EN.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AstroPanchangPeriods | Error]
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
    calendar: GetPanchangPeriodsCalendar | Unset = UNSET,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetPanchangPeriodsLanguage | Unset = GetPanchangPeriodsLanguage.EN,
) -> AstroPanchangPeriods | Error | None:
    """Choghadiya, hora and gowri panchangam of a day

     The day's time divisions at a place, from the panchang's sunrise, sunset and next sunrise (the same
    rise/set
    convention as `/v1/astrology/panchang`):

    - **Choghadiya** (day and night): sunrise-sunset and sunset-next sunrise each in 8 equal parts. The
    parts follow
      the planets in the order Sun (Udveg), Venus (Char), Mercury (Labh), Moon (Amrit), Saturn (Kaal),
    Jupiter
      (Shubh), Mars (Rog). The day's first part is the weekday lord's and the next ones follow that
    order; the
      night's first is the lord of the 5th weekday counted from the day's and the night runs the order
    backwards
      two at a time (Sunday night: Jupiter/Shubh, Moon, Venus, Mars, Saturn, Mercury, Sun). The 8th part
    repeats
      the 1st. Good: Amrit, Shubh, Labh;
      neutral: Char; bad: Udveg, Kaal, Rog.
    - **Hora** (24 planetary hours): 12 equal day horas and 12 equal night horas; the first is the
    weekday lord's,
      then the Chaldean order downwards (Sun, Venus, Mercury, Moon, Saturn, Jupiter, Mars), so the 25th
    would be
      the next weekday's lord.
    - **Gowri panchangam** (Tamil "nalla neram", day and night): 8 equal parts each, named from the
    weekday tables
      Drik Panchang publishes after the Pambu Panchangam (Saturday night's repeated Soram as printed).
    Good:
      Amirdha, Uthi, Laabam, Dhanam, Sugam; bad: Rogam, Soram, Visham.

    `language=hi|ta` adds `name_local`/`lord_local`. A place where the Sun does not rise or set that day
    or the
    next is a 400 naming `lat`.

    Args:
        date (str):
        calendar (GetPanchangPeriodsCalendar | Unset):
        lat (float):
        lon (float):
        tz (float | Unset):
        language (GetPanchangPeriodsLanguage | Unset):  Default: GetPanchangPeriodsLanguage.EN.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AstroPanchangPeriods | Error
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
