from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.astro_panchang_balam import AstroPanchangBalam
from ...models.error import Error
from ...models.get_panchang_balam_calendar import GetPanchangBalamCalendar
from ...models.get_panchang_balam_language import GetPanchangBalamLanguage
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    date: str,
    calendar: GetPanchangBalamCalendar | Unset = UNSET,
    lat: float,
    lon: float,
    birth_nakshatra: str | Unset = UNSET,
    moon_sign: str | Unset = UNSET,
    tz: float | Unset = UNSET,
    language: GetPanchangBalamLanguage | Unset = GetPanchangBalamLanguage.EN,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["date"] = date

    json_calendar: str | Unset = UNSET
    if not isinstance(calendar, Unset):
        json_calendar = calendar.value

    params["calendar"] = json_calendar

    params["lat"] = lat

    params["lon"] = lon

    params["birth_nakshatra"] = birth_nakshatra

    params["moon_sign"] = moon_sign

    params["tz"] = tz

    json_language: str | Unset = UNSET
    if not isinstance(language, Unset):
        json_language = language.value

    params["language"] = json_language

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/astrology/panchang/balam",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AstroPanchangBalam | Error | None:
    if response.status_code == 200:
        response_200 = AstroPanchangBalam.from_dict(response.json())

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
) -> Response[AstroPanchangBalam | Error]:
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
    calendar: GetPanchangBalamCalendar | Unset = UNSET,
    lat: float,
    lon: float,
    birth_nakshatra: str | Unset = UNSET,
    moon_sign: str | Unset = UNSET,
    tz: float | Unset = UNSET,
    language: GetPanchangBalamLanguage | Unset = GetPanchangBalamLanguage.EN,
) -> Response[AstroPanchangBalam | Error]:
    """Tarabala and chandrabalam of a day for a birth star and Moon sign

     How the day's Moon stands to a person's birth nakshatra (tarabala) and natal Moon sign
    (chandrabalam), over
    the Hindu day (sunrise to next sunrise), split where the Moon (Lahiri sidereal) changes nakshatra or
    sign.

    - **Tarabala**: count from the birth nakshatra to the Moon's, both inclusive (1-27), reduced mod 9
    (9 -> 9):
      1 Janma (mixed), 2 Sampat, 3 Vipat (bad), 4 Kshema, 5 Pratyari (bad), 6 Sadhaka, 7 Naidhana (bad),
    8 Mitra,
      9 Parama Mitra (Muhurta Chintamani ch. 1).
    - **Chandrabalam**: the Moon's sign counted from the natal Moon sign (1 = the same sign); favourable
    in 1, 3,
      6, 7, 10 and 11, unfavourable in 2, 4, 5, 8 (chandrashtama), 9 and 12.

    Give `birth_nakshatra`, `moon_sign` or both (neither is a 400 naming `birth_nakshatra`); the one not
    given is
    null in the answer.

    Args:
        date (str):
        calendar (GetPanchangBalamCalendar | Unset):
        lat (float):
        lon (float):
        birth_nakshatra (str | Unset):
        moon_sign (str | Unset):
        tz (float | Unset):
        language (GetPanchangBalamLanguage | Unset):  Default: GetPanchangBalamLanguage.EN.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AstroPanchangBalam | Error]
    """

    kwargs = _get_kwargs(
        date=date,
        calendar=calendar,
        lat=lat,
        lon=lon,
        birth_nakshatra=birth_nakshatra,
        moon_sign=moon_sign,
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
    calendar: GetPanchangBalamCalendar | Unset = UNSET,
    lat: float,
    lon: float,
    birth_nakshatra: str | Unset = UNSET,
    moon_sign: str | Unset = UNSET,
    tz: float | Unset = UNSET,
    language: GetPanchangBalamLanguage | Unset = GetPanchangBalamLanguage.EN,
) -> AstroPanchangBalam | Error | None:
    """Tarabala and chandrabalam of a day for a birth star and Moon sign

     How the day's Moon stands to a person's birth nakshatra (tarabala) and natal Moon sign
    (chandrabalam), over
    the Hindu day (sunrise to next sunrise), split where the Moon (Lahiri sidereal) changes nakshatra or
    sign.

    - **Tarabala**: count from the birth nakshatra to the Moon's, both inclusive (1-27), reduced mod 9
    (9 -> 9):
      1 Janma (mixed), 2 Sampat, 3 Vipat (bad), 4 Kshema, 5 Pratyari (bad), 6 Sadhaka, 7 Naidhana (bad),
    8 Mitra,
      9 Parama Mitra (Muhurta Chintamani ch. 1).
    - **Chandrabalam**: the Moon's sign counted from the natal Moon sign (1 = the same sign); favourable
    in 1, 3,
      6, 7, 10 and 11, unfavourable in 2, 4, 5, 8 (chandrashtama), 9 and 12.

    Give `birth_nakshatra`, `moon_sign` or both (neither is a 400 naming `birth_nakshatra`); the one not
    given is
    null in the answer.

    Args:
        date (str):
        calendar (GetPanchangBalamCalendar | Unset):
        lat (float):
        lon (float):
        birth_nakshatra (str | Unset):
        moon_sign (str | Unset):
        tz (float | Unset):
        language (GetPanchangBalamLanguage | Unset):  Default: GetPanchangBalamLanguage.EN.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AstroPanchangBalam | Error
    """

    return sync_detailed(
        client=client,
        date=date,
        calendar=calendar,
        lat=lat,
        lon=lon,
        birth_nakshatra=birth_nakshatra,
        moon_sign=moon_sign,
        tz=tz,
        language=language,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetPanchangBalamCalendar | Unset = UNSET,
    lat: float,
    lon: float,
    birth_nakshatra: str | Unset = UNSET,
    moon_sign: str | Unset = UNSET,
    tz: float | Unset = UNSET,
    language: GetPanchangBalamLanguage | Unset = GetPanchangBalamLanguage.EN,
) -> Response[AstroPanchangBalam | Error]:
    """Tarabala and chandrabalam of a day for a birth star and Moon sign

     How the day's Moon stands to a person's birth nakshatra (tarabala) and natal Moon sign
    (chandrabalam), over
    the Hindu day (sunrise to next sunrise), split where the Moon (Lahiri sidereal) changes nakshatra or
    sign.

    - **Tarabala**: count from the birth nakshatra to the Moon's, both inclusive (1-27), reduced mod 9
    (9 -> 9):
      1 Janma (mixed), 2 Sampat, 3 Vipat (bad), 4 Kshema, 5 Pratyari (bad), 6 Sadhaka, 7 Naidhana (bad),
    8 Mitra,
      9 Parama Mitra (Muhurta Chintamani ch. 1).
    - **Chandrabalam**: the Moon's sign counted from the natal Moon sign (1 = the same sign); favourable
    in 1, 3,
      6, 7, 10 and 11, unfavourable in 2, 4, 5, 8 (chandrashtama), 9 and 12.

    Give `birth_nakshatra`, `moon_sign` or both (neither is a 400 naming `birth_nakshatra`); the one not
    given is
    null in the answer.

    Args:
        date (str):
        calendar (GetPanchangBalamCalendar | Unset):
        lat (float):
        lon (float):
        birth_nakshatra (str | Unset):
        moon_sign (str | Unset):
        tz (float | Unset):
        language (GetPanchangBalamLanguage | Unset):  Default: GetPanchangBalamLanguage.EN.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AstroPanchangBalam | Error]
    """

    kwargs = _get_kwargs(
        date=date,
        calendar=calendar,
        lat=lat,
        lon=lon,
        birth_nakshatra=birth_nakshatra,
        moon_sign=moon_sign,
        tz=tz,
        language=language,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetPanchangBalamCalendar | Unset = UNSET,
    lat: float,
    lon: float,
    birth_nakshatra: str | Unset = UNSET,
    moon_sign: str | Unset = UNSET,
    tz: float | Unset = UNSET,
    language: GetPanchangBalamLanguage | Unset = GetPanchangBalamLanguage.EN,
) -> AstroPanchangBalam | Error | None:
    """Tarabala and chandrabalam of a day for a birth star and Moon sign

     How the day's Moon stands to a person's birth nakshatra (tarabala) and natal Moon sign
    (chandrabalam), over
    the Hindu day (sunrise to next sunrise), split where the Moon (Lahiri sidereal) changes nakshatra or
    sign.

    - **Tarabala**: count from the birth nakshatra to the Moon's, both inclusive (1-27), reduced mod 9
    (9 -> 9):
      1 Janma (mixed), 2 Sampat, 3 Vipat (bad), 4 Kshema, 5 Pratyari (bad), 6 Sadhaka, 7 Naidhana (bad),
    8 Mitra,
      9 Parama Mitra (Muhurta Chintamani ch. 1).
    - **Chandrabalam**: the Moon's sign counted from the natal Moon sign (1 = the same sign); favourable
    in 1, 3,
      6, 7, 10 and 11, unfavourable in 2, 4, 5, 8 (chandrashtama), 9 and 12.

    Give `birth_nakshatra`, `moon_sign` or both (neither is a 400 naming `birth_nakshatra`); the one not
    given is
    null in the answer.

    Args:
        date (str):
        calendar (GetPanchangBalamCalendar | Unset):
        lat (float):
        lon (float):
        birth_nakshatra (str | Unset):
        moon_sign (str | Unset):
        tz (float | Unset):
        language (GetPanchangBalamLanguage | Unset):  Default: GetPanchangBalamLanguage.EN.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AstroPanchangBalam | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            date=date,
            calendar=calendar,
            lat=lat,
            lon=lon,
            birth_nakshatra=birth_nakshatra,
            moon_sign=moon_sign,
            tz=tz,
            language=language,
        )
    ).parsed
