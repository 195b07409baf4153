from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.astro_festival_calendar import AstroFestivalCalendar
from ...models.error import Error
from ...models.get_festivals_convention import GetFestivalsConvention
from ...models.get_festivals_language import GetFestivalsLanguage
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    year: int,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    convention: GetFestivalsConvention | Unset = GetFestivalsConvention.AMANTA,
    language: GetFestivalsLanguage | Unset = GetFestivalsLanguage.EN,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["year"] = year

    params["lat"] = lat

    params["lon"] = lon

    params["tz"] = tz

    json_convention: str | Unset = UNSET
    if not isinstance(convention, Unset):
        json_convention = convention.value

    params["convention"] = json_convention

    json_language: str | Unset = UNSET
    if not isinstance(language, Unset):
        json_language = language.value

    params["language"] = json_language

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/astrology/festivals",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AstroFestivalCalendar | Error | None:
    if response.status_code == 200:
        response_200 = AstroFestivalCalendar.from_dict(response.json())

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
) -> Response[AstroFestivalCalendar | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    year: int,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    convention: GetFestivalsConvention | Unset = GetFestivalsConvention.AMANTA,
    language: GetFestivalsLanguage | Unset = GetFestivalsLanguage.EN,
) -> Response[AstroFestivalCalendar | Error]:
    """Festival calendar of a year

     Every Ekadashi, Purnima and Amavasya, the twelve Sankrantis (the Sun's sidereal ingresses) and the
    major
    festivals of a year at a place, each with the rule that places it. Lunar months are named after the
    sidereal
    sign the Sun occupies at the new moon that begins them (Mina -> Chaitra ...); a month with no solar
    ingress is
    adhika (intercalary) and holds no festivals. `convention` chooses the month names: amanta (new moon
    to new moon,
    the default; South and West India) or purnimanta (full moon to full moon, North India: Krishna-
    paksha days take
    the next month's name). Dates never depend on the convention.

    A tithi is observed on the first civil day on which it prevails at its rule's kala: sunrise
    (Ekadashi, Purnima,
    Amavasya and most festivals), madhyahna (Ram Navami, Ganesh Chaturthi), aparahna (Dussehra, Bhai
    Dooj), pradosh
    (Diwali, Dhanteras, Holika Dahan) or nishita (Maha Shivaratri, Janmashtami). Simplifications: Smarta
    rules only
    (Vaishnava Ekadashi and Janmashtami may fall a day later), no Bhadra avoidance. A Sankranti after
    sunset is
    observed the next day.

    Args:
        year (int):
        lat (float):
        lon (float):
        tz (float | Unset):
        convention (GetFestivalsConvention | Unset):  Default: GetFestivalsConvention.AMANTA.
        language (GetFestivalsLanguage | Unset):  Default: GetFestivalsLanguage.EN.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AstroFestivalCalendar | Error]
    """

    kwargs = _get_kwargs(
        year=year,
        lat=lat,
        lon=lon,
        tz=tz,
        convention=convention,
        language=language,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    year: int,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    convention: GetFestivalsConvention | Unset = GetFestivalsConvention.AMANTA,
    language: GetFestivalsLanguage | Unset = GetFestivalsLanguage.EN,
) -> AstroFestivalCalendar | Error | None:
    """Festival calendar of a year

     Every Ekadashi, Purnima and Amavasya, the twelve Sankrantis (the Sun's sidereal ingresses) and the
    major
    festivals of a year at a place, each with the rule that places it. Lunar months are named after the
    sidereal
    sign the Sun occupies at the new moon that begins them (Mina -> Chaitra ...); a month with no solar
    ingress is
    adhika (intercalary) and holds no festivals. `convention` chooses the month names: amanta (new moon
    to new moon,
    the default; South and West India) or purnimanta (full moon to full moon, North India: Krishna-
    paksha days take
    the next month's name). Dates never depend on the convention.

    A tithi is observed on the first civil day on which it prevails at its rule's kala: sunrise
    (Ekadashi, Purnima,
    Amavasya and most festivals), madhyahna (Ram Navami, Ganesh Chaturthi), aparahna (Dussehra, Bhai
    Dooj), pradosh
    (Diwali, Dhanteras, Holika Dahan) or nishita (Maha Shivaratri, Janmashtami). Simplifications: Smarta
    rules only
    (Vaishnava Ekadashi and Janmashtami may fall a day later), no Bhadra avoidance. A Sankranti after
    sunset is
    observed the next day.

    Args:
        year (int):
        lat (float):
        lon (float):
        tz (float | Unset):
        convention (GetFestivalsConvention | Unset):  Default: GetFestivalsConvention.AMANTA.
        language (GetFestivalsLanguage | Unset):  Default: GetFestivalsLanguage.EN.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AstroFestivalCalendar | Error
    """

    return sync_detailed(
        client=client,
        year=year,
        lat=lat,
        lon=lon,
        tz=tz,
        convention=convention,
        language=language,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    year: int,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    convention: GetFestivalsConvention | Unset = GetFestivalsConvention.AMANTA,
    language: GetFestivalsLanguage | Unset = GetFestivalsLanguage.EN,
) -> Response[AstroFestivalCalendar | Error]:
    """Festival calendar of a year

     Every Ekadashi, Purnima and Amavasya, the twelve Sankrantis (the Sun's sidereal ingresses) and the
    major
    festivals of a year at a place, each with the rule that places it. Lunar months are named after the
    sidereal
    sign the Sun occupies at the new moon that begins them (Mina -> Chaitra ...); a month with no solar
    ingress is
    adhika (intercalary) and holds no festivals. `convention` chooses the month names: amanta (new moon
    to new moon,
    the default; South and West India) or purnimanta (full moon to full moon, North India: Krishna-
    paksha days take
    the next month's name). Dates never depend on the convention.

    A tithi is observed on the first civil day on which it prevails at its rule's kala: sunrise
    (Ekadashi, Purnima,
    Amavasya and most festivals), madhyahna (Ram Navami, Ganesh Chaturthi), aparahna (Dussehra, Bhai
    Dooj), pradosh
    (Diwali, Dhanteras, Holika Dahan) or nishita (Maha Shivaratri, Janmashtami). Simplifications: Smarta
    rules only
    (Vaishnava Ekadashi and Janmashtami may fall a day later), no Bhadra avoidance. A Sankranti after
    sunset is
    observed the next day.

    Args:
        year (int):
        lat (float):
        lon (float):
        tz (float | Unset):
        convention (GetFestivalsConvention | Unset):  Default: GetFestivalsConvention.AMANTA.
        language (GetFestivalsLanguage | Unset):  Default: GetFestivalsLanguage.EN.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AstroFestivalCalendar | Error]
    """

    kwargs = _get_kwargs(
        year=year,
        lat=lat,
        lon=lon,
        tz=tz,
        convention=convention,
        language=language,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    year: int,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    convention: GetFestivalsConvention | Unset = GetFestivalsConvention.AMANTA,
    language: GetFestivalsLanguage | Unset = GetFestivalsLanguage.EN,
) -> AstroFestivalCalendar | Error | None:
    """Festival calendar of a year

     Every Ekadashi, Purnima and Amavasya, the twelve Sankrantis (the Sun's sidereal ingresses) and the
    major
    festivals of a year at a place, each with the rule that places it. Lunar months are named after the
    sidereal
    sign the Sun occupies at the new moon that begins them (Mina -> Chaitra ...); a month with no solar
    ingress is
    adhika (intercalary) and holds no festivals. `convention` chooses the month names: amanta (new moon
    to new moon,
    the default; South and West India) or purnimanta (full moon to full moon, North India: Krishna-
    paksha days take
    the next month's name). Dates never depend on the convention.

    A tithi is observed on the first civil day on which it prevails at its rule's kala: sunrise
    (Ekadashi, Purnima,
    Amavasya and most festivals), madhyahna (Ram Navami, Ganesh Chaturthi), aparahna (Dussehra, Bhai
    Dooj), pradosh
    (Diwali, Dhanteras, Holika Dahan) or nishita (Maha Shivaratri, Janmashtami). Simplifications: Smarta
    rules only
    (Vaishnava Ekadashi and Janmashtami may fall a day later), no Bhadra avoidance. A Sankranti after
    sunset is
    observed the next day.

    Args:
        year (int):
        lat (float):
        lon (float):
        tz (float | Unset):
        convention (GetFestivalsConvention | Unset):  Default: GetFestivalsConvention.AMANTA.
        language (GetFestivalsLanguage | Unset):  Default: GetFestivalsLanguage.EN.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AstroFestivalCalendar | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            year=year,
            lat=lat,
            lon=lon,
            tz=tz,
            convention=convention,
            language=language,
        )
    ).parsed
