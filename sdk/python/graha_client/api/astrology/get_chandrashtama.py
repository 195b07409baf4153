from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.astro_chandrashtama import AstroChandrashtama
from ...models.error import Error
from ...models.get_chandrashtama_calendar import GetChandrashtamaCalendar
from ...models.get_chandrashtama_language import GetChandrashtamaLanguage
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    moon_sign: str,
    start: str,
    end: str,
    calendar: GetChandrashtamaCalendar | Unset = UNSET,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetChandrashtamaLanguage | Unset = GetChandrashtamaLanguage.EN,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["moon_sign"] = moon_sign

    params["start"] = start

    params["end"] = end

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
        "url": "/v1/astrology/panchang/chandrashtama",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AstroChandrashtama | Error | None:
    if response.status_code == 200:
        response_200 = AstroChandrashtama.from_dict(response.json())

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
) -> Response[AstroChandrashtama | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    moon_sign: str,
    start: str,
    end: str,
    calendar: GetChandrashtamaCalendar | Unset = UNSET,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetChandrashtamaLanguage | Unset = GetChandrashtamaLanguage.EN,
) -> Response[AstroChandrashtama | Error]:
    """Chandrashtama days in a date range for a Moon sign

     Every stay of the Moon (Lahiri sidereal) in the 8th sign from a natal Moon sign (counted
    inclusively: Taurus ->
    Sagittarius) that overlaps the range, from the instant it enters that sign to the instant it leaves
    (about 2.25
    days, once a sidereal month), with the civil dates of the range each stay touches. Times are local
    ISO 8601 at
    the place (`tz` or the zone of the coordinates), which also fixes the civil dates.

    The range is `start` to `end` inclusive, at most 366 days; `end` before `start` or a longer range is
    a 400
    naming `end`.

    Args:
        moon_sign (str):
        start (str):
        end (str):
        calendar (GetChandrashtamaCalendar | Unset):
        lat (float):
        lon (float):
        tz (float | Unset):
        language (GetChandrashtamaLanguage | Unset):  Default: GetChandrashtamaLanguage.EN.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AstroChandrashtama | Error]
    """

    kwargs = _get_kwargs(
        moon_sign=moon_sign,
        start=start,
        end=end,
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
    moon_sign: str,
    start: str,
    end: str,
    calendar: GetChandrashtamaCalendar | Unset = UNSET,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetChandrashtamaLanguage | Unset = GetChandrashtamaLanguage.EN,
) -> AstroChandrashtama | Error | None:
    """Chandrashtama days in a date range for a Moon sign

     Every stay of the Moon (Lahiri sidereal) in the 8th sign from a natal Moon sign (counted
    inclusively: Taurus ->
    Sagittarius) that overlaps the range, from the instant it enters that sign to the instant it leaves
    (about 2.25
    days, once a sidereal month), with the civil dates of the range each stay touches. Times are local
    ISO 8601 at
    the place (`tz` or the zone of the coordinates), which also fixes the civil dates.

    The range is `start` to `end` inclusive, at most 366 days; `end` before `start` or a longer range is
    a 400
    naming `end`.

    Args:
        moon_sign (str):
        start (str):
        end (str):
        calendar (GetChandrashtamaCalendar | Unset):
        lat (float):
        lon (float):
        tz (float | Unset):
        language (GetChandrashtamaLanguage | Unset):  Default: GetChandrashtamaLanguage.EN.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AstroChandrashtama | Error
    """

    return sync_detailed(
        client=client,
        moon_sign=moon_sign,
        start=start,
        end=end,
        calendar=calendar,
        lat=lat,
        lon=lon,
        tz=tz,
        language=language,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    moon_sign: str,
    start: str,
    end: str,
    calendar: GetChandrashtamaCalendar | Unset = UNSET,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetChandrashtamaLanguage | Unset = GetChandrashtamaLanguage.EN,
) -> Response[AstroChandrashtama | Error]:
    """Chandrashtama days in a date range for a Moon sign

     Every stay of the Moon (Lahiri sidereal) in the 8th sign from a natal Moon sign (counted
    inclusively: Taurus ->
    Sagittarius) that overlaps the range, from the instant it enters that sign to the instant it leaves
    (about 2.25
    days, once a sidereal month), with the civil dates of the range each stay touches. Times are local
    ISO 8601 at
    the place (`tz` or the zone of the coordinates), which also fixes the civil dates.

    The range is `start` to `end` inclusive, at most 366 days; `end` before `start` or a longer range is
    a 400
    naming `end`.

    Args:
        moon_sign (str):
        start (str):
        end (str):
        calendar (GetChandrashtamaCalendar | Unset):
        lat (float):
        lon (float):
        tz (float | Unset):
        language (GetChandrashtamaLanguage | Unset):  Default: GetChandrashtamaLanguage.EN.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AstroChandrashtama | Error]
    """

    kwargs = _get_kwargs(
        moon_sign=moon_sign,
        start=start,
        end=end,
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
    moon_sign: str,
    start: str,
    end: str,
    calendar: GetChandrashtamaCalendar | Unset = UNSET,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetChandrashtamaLanguage | Unset = GetChandrashtamaLanguage.EN,
) -> AstroChandrashtama | Error | None:
    """Chandrashtama days in a date range for a Moon sign

     Every stay of the Moon (Lahiri sidereal) in the 8th sign from a natal Moon sign (counted
    inclusively: Taurus ->
    Sagittarius) that overlaps the range, from the instant it enters that sign to the instant it leaves
    (about 2.25
    days, once a sidereal month), with the civil dates of the range each stay touches. Times are local
    ISO 8601 at
    the place (`tz` or the zone of the coordinates), which also fixes the civil dates.

    The range is `start` to `end` inclusive, at most 366 days; `end` before `start` or a longer range is
    a 400
    naming `end`.

    Args:
        moon_sign (str):
        start (str):
        end (str):
        calendar (GetChandrashtamaCalendar | Unset):
        lat (float):
        lon (float):
        tz (float | Unset):
        language (GetChandrashtamaLanguage | Unset):  Default: GetChandrashtamaLanguage.EN.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AstroChandrashtama | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            moon_sign=moon_sign,
            start=start,
            end=end,
            calendar=calendar,
            lat=lat,
            lon=lon,
            tz=tz,
            language=language,
        )
    ).parsed
