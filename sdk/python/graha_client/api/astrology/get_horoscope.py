from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.astro_horoscope import AstroHoroscope
from ...models.error import Error
from ...models.get_horoscope_calendar import GetHoroscopeCalendar
from ...models.get_horoscope_language import GetHoroscopeLanguage
from ...models.get_horoscope_sign import GetHoroscopeSign
from ...models.get_horoscope_type import GetHoroscopeType
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    sign: GetHoroscopeSign,
    date: str | Unset = UNSET,
    calendar: GetHoroscopeCalendar | Unset = UNSET,
    type_: GetHoroscopeType | Unset = GetHoroscopeType.DAILY,
    language: GetHoroscopeLanguage | Unset = GetHoroscopeLanguage.EN,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    json_sign = sign.value
    params["sign"] = json_sign

    params["date"] = date

    json_calendar: str | Unset = UNSET
    if not isinstance(calendar, Unset):
        json_calendar = calendar.value

    params["calendar"] = json_calendar

    json_type_: str | Unset = UNSET
    if not isinstance(type_, Unset):
        json_type_ = type_.value

    params["type"] = json_type_

    json_language: str | Unset = UNSET
    if not isinstance(language, Unset):
        json_language = language.value

    params["language"] = json_language

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/astrology/horoscope",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AstroHoroscope | Error | None:
    if response.status_code == 200:
        response_200 = AstroHoroscope.from_dict(response.json())

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
) -> Response[AstroHoroscope | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    sign: GetHoroscopeSign,
    date: str | Unset = UNSET,
    calendar: GetHoroscopeCalendar | Unset = UNSET,
    type_: GetHoroscopeType | Unset = GetHoroscopeType.DAILY,
    language: GetHoroscopeLanguage | Unset = GetHoroscopeLanguage.EN,
) -> Response[AstroHoroscope | Error]:
    """Sign horoscope

     Daily, weekly or monthly horoscope for a Moon sign, derived from the sidereal transits of the date
    (deterministic) (spec 2.8).

    Args:
        sign (GetHoroscopeSign):
        date (str | Unset):
        calendar (GetHoroscopeCalendar | Unset):
        type_ (GetHoroscopeType | Unset):  Default: GetHoroscopeType.DAILY.
        language (GetHoroscopeLanguage | Unset):  Default: GetHoroscopeLanguage.EN.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AstroHoroscope | Error]
    """

    kwargs = _get_kwargs(
        sign=sign,
        date=date,
        calendar=calendar,
        type_=type_,
        language=language,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    sign: GetHoroscopeSign,
    date: str | Unset = UNSET,
    calendar: GetHoroscopeCalendar | Unset = UNSET,
    type_: GetHoroscopeType | Unset = GetHoroscopeType.DAILY,
    language: GetHoroscopeLanguage | Unset = GetHoroscopeLanguage.EN,
) -> AstroHoroscope | Error | None:
    """Sign horoscope

     Daily, weekly or monthly horoscope for a Moon sign, derived from the sidereal transits of the date
    (deterministic) (spec 2.8).

    Args:
        sign (GetHoroscopeSign):
        date (str | Unset):
        calendar (GetHoroscopeCalendar | Unset):
        type_ (GetHoroscopeType | Unset):  Default: GetHoroscopeType.DAILY.
        language (GetHoroscopeLanguage | Unset):  Default: GetHoroscopeLanguage.EN.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AstroHoroscope | Error
    """

    return sync_detailed(
        client=client,
        sign=sign,
        date=date,
        calendar=calendar,
        type_=type_,
        language=language,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    sign: GetHoroscopeSign,
    date: str | Unset = UNSET,
    calendar: GetHoroscopeCalendar | Unset = UNSET,
    type_: GetHoroscopeType | Unset = GetHoroscopeType.DAILY,
    language: GetHoroscopeLanguage | Unset = GetHoroscopeLanguage.EN,
) -> Response[AstroHoroscope | Error]:
    """Sign horoscope

     Daily, weekly or monthly horoscope for a Moon sign, derived from the sidereal transits of the date
    (deterministic) (spec 2.8).

    Args:
        sign (GetHoroscopeSign):
        date (str | Unset):
        calendar (GetHoroscopeCalendar | Unset):
        type_ (GetHoroscopeType | Unset):  Default: GetHoroscopeType.DAILY.
        language (GetHoroscopeLanguage | Unset):  Default: GetHoroscopeLanguage.EN.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AstroHoroscope | Error]
    """

    kwargs = _get_kwargs(
        sign=sign,
        date=date,
        calendar=calendar,
        type_=type_,
        language=language,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    sign: GetHoroscopeSign,
    date: str | Unset = UNSET,
    calendar: GetHoroscopeCalendar | Unset = UNSET,
    type_: GetHoroscopeType | Unset = GetHoroscopeType.DAILY,
    language: GetHoroscopeLanguage | Unset = GetHoroscopeLanguage.EN,
) -> AstroHoroscope | Error | None:
    """Sign horoscope

     Daily, weekly or monthly horoscope for a Moon sign, derived from the sidereal transits of the date
    (deterministic) (spec 2.8).

    Args:
        sign (GetHoroscopeSign):
        date (str | Unset):
        calendar (GetHoroscopeCalendar | Unset):
        type_ (GetHoroscopeType | Unset):  Default: GetHoroscopeType.DAILY.
        language (GetHoroscopeLanguage | Unset):  Default: GetHoroscopeLanguage.EN.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AstroHoroscope | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            sign=sign,
            date=date,
            calendar=calendar,
            type_=type_,
            language=language,
        )
    ).parsed
