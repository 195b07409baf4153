from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.astro_shadbala import AstroShadbala
from ...models.error import Error
from ...models.get_shadbala_ayanamsa import GetShadbalaAyanamsa
from ...models.get_shadbala_calendar import GetShadbalaCalendar
from ...models.get_shadbala_language import GetShadbalaLanguage
from ...models.get_shadbala_node import GetShadbalaNode
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    date: str,
    calendar: GetShadbalaCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetShadbalaLanguage | Unset = GetShadbalaLanguage.EN,
    node: GetShadbalaNode | Unset = GetShadbalaNode.MEAN,
    ayanamsa: GetShadbalaAyanamsa | Unset = GetShadbalaAyanamsa.LAHIRI,
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

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/astrology/shadbala",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AstroShadbala | Error | None:
    if response.status_code == 200:
        response_200 = AstroShadbala.from_dict(response.json())

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
) -> Response[AstroShadbala | Error]:
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
    calendar: GetShadbalaCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetShadbalaLanguage | Unset = GetShadbalaLanguage.EN,
    node: GetShadbalaNode | Unset = GetShadbalaNode.MEAN,
    ayanamsa: GetShadbalaAyanamsa | Unset = GetShadbalaAyanamsa.LAHIRI,
) -> Response[AstroShadbala | Error]:
    """Shadbala and bhava bala (planet and house strengths)

     The six strengths of the seven grahas (BPHS ch. 27), computed step by step as B.V. Raman's "Graha
    and Bhava Balas" works them, every component in virupas (shashtiamsas; 60 = 1 rupa). Sthana bala
    (uchcha, saptavargaja over D1, D2, D3, D7, D9, D12 and D30, ojayugma, kendradi, drekkana), dig bala,
    kala bala (nathonnata, paksha, tribhaga, abda, masa, vara, hora, ayana, yuddha), cheshta bala of the
    five tara grahas (the Sun's and the Moon's are carried by their doubled ayana and paksha bala),
    naisargika and drik bala; the total in virupas and rupas, the required minimum (Sun 5, Moon 6, Mars
    5, Mercury 7, Jupiter 6.5, Venus 5.5, Saturn 5 rupas), the ratio and the ranking by it, ishta and
    kashta phala; the year, month, weekday and hour lords and any planetary war. Bhava bala of the
    twelve Sripati bhavas - bhavadhipati (the shadbala of the lord of the madhya's sign), bhava dig and
    bhava drishti bala. Lahiri sidereal unless ayanamsa is given. A birth where the Sun does not rise or
    set that day (polar latitudes) is a 400 naming lat. src/astrology/README.md lists every rule and
    convention.

    Args:
        date (str):
        calendar (GetShadbalaCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        language (GetShadbalaLanguage | Unset):  Default: GetShadbalaLanguage.EN.
        node (GetShadbalaNode | Unset):  Default: GetShadbalaNode.MEAN.
        ayanamsa (GetShadbalaAyanamsa | Unset):  Default: GetShadbalaAyanamsa.LAHIRI.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AstroShadbala | Error]
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
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetShadbalaCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetShadbalaLanguage | Unset = GetShadbalaLanguage.EN,
    node: GetShadbalaNode | Unset = GetShadbalaNode.MEAN,
    ayanamsa: GetShadbalaAyanamsa | Unset = GetShadbalaAyanamsa.LAHIRI,
) -> AstroShadbala | Error | None:
    """Shadbala and bhava bala (planet and house strengths)

     The six strengths of the seven grahas (BPHS ch. 27), computed step by step as B.V. Raman's "Graha
    and Bhava Balas" works them, every component in virupas (shashtiamsas; 60 = 1 rupa). Sthana bala
    (uchcha, saptavargaja over D1, D2, D3, D7, D9, D12 and D30, ojayugma, kendradi, drekkana), dig bala,
    kala bala (nathonnata, paksha, tribhaga, abda, masa, vara, hora, ayana, yuddha), cheshta bala of the
    five tara grahas (the Sun's and the Moon's are carried by their doubled ayana and paksha bala),
    naisargika and drik bala; the total in virupas and rupas, the required minimum (Sun 5, Moon 6, Mars
    5, Mercury 7, Jupiter 6.5, Venus 5.5, Saturn 5 rupas), the ratio and the ranking by it, ishta and
    kashta phala; the year, month, weekday and hour lords and any planetary war. Bhava bala of the
    twelve Sripati bhavas - bhavadhipati (the shadbala of the lord of the madhya's sign), bhava dig and
    bhava drishti bala. Lahiri sidereal unless ayanamsa is given. A birth where the Sun does not rise or
    set that day (polar latitudes) is a 400 naming lat. src/astrology/README.md lists every rule and
    convention.

    Args:
        date (str):
        calendar (GetShadbalaCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        language (GetShadbalaLanguage | Unset):  Default: GetShadbalaLanguage.EN.
        node (GetShadbalaNode | Unset):  Default: GetShadbalaNode.MEAN.
        ayanamsa (GetShadbalaAyanamsa | Unset):  Default: GetShadbalaAyanamsa.LAHIRI.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AstroShadbala | Error
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
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetShadbalaCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetShadbalaLanguage | Unset = GetShadbalaLanguage.EN,
    node: GetShadbalaNode | Unset = GetShadbalaNode.MEAN,
    ayanamsa: GetShadbalaAyanamsa | Unset = GetShadbalaAyanamsa.LAHIRI,
) -> Response[AstroShadbala | Error]:
    """Shadbala and bhava bala (planet and house strengths)

     The six strengths of the seven grahas (BPHS ch. 27), computed step by step as B.V. Raman's "Graha
    and Bhava Balas" works them, every component in virupas (shashtiamsas; 60 = 1 rupa). Sthana bala
    (uchcha, saptavargaja over D1, D2, D3, D7, D9, D12 and D30, ojayugma, kendradi, drekkana), dig bala,
    kala bala (nathonnata, paksha, tribhaga, abda, masa, vara, hora, ayana, yuddha), cheshta bala of the
    five tara grahas (the Sun's and the Moon's are carried by their doubled ayana and paksha bala),
    naisargika and drik bala; the total in virupas and rupas, the required minimum (Sun 5, Moon 6, Mars
    5, Mercury 7, Jupiter 6.5, Venus 5.5, Saturn 5 rupas), the ratio and the ranking by it, ishta and
    kashta phala; the year, month, weekday and hour lords and any planetary war. Bhava bala of the
    twelve Sripati bhavas - bhavadhipati (the shadbala of the lord of the madhya's sign), bhava dig and
    bhava drishti bala. Lahiri sidereal unless ayanamsa is given. A birth where the Sun does not rise or
    set that day (polar latitudes) is a 400 naming lat. src/astrology/README.md lists every rule and
    convention.

    Args:
        date (str):
        calendar (GetShadbalaCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        language (GetShadbalaLanguage | Unset):  Default: GetShadbalaLanguage.EN.
        node (GetShadbalaNode | Unset):  Default: GetShadbalaNode.MEAN.
        ayanamsa (GetShadbalaAyanamsa | Unset):  Default: GetShadbalaAyanamsa.LAHIRI.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AstroShadbala | Error]
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
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    date: str,
    calendar: GetShadbalaCalendar | Unset = UNSET,
    time: str,
    lat: float,
    lon: float,
    tz: float | Unset = UNSET,
    language: GetShadbalaLanguage | Unset = GetShadbalaLanguage.EN,
    node: GetShadbalaNode | Unset = GetShadbalaNode.MEAN,
    ayanamsa: GetShadbalaAyanamsa | Unset = GetShadbalaAyanamsa.LAHIRI,
) -> AstroShadbala | Error | None:
    """Shadbala and bhava bala (planet and house strengths)

     The six strengths of the seven grahas (BPHS ch. 27), computed step by step as B.V. Raman's "Graha
    and Bhava Balas" works them, every component in virupas (shashtiamsas; 60 = 1 rupa). Sthana bala
    (uchcha, saptavargaja over D1, D2, D3, D7, D9, D12 and D30, ojayugma, kendradi, drekkana), dig bala,
    kala bala (nathonnata, paksha, tribhaga, abda, masa, vara, hora, ayana, yuddha), cheshta bala of the
    five tara grahas (the Sun's and the Moon's are carried by their doubled ayana and paksha bala),
    naisargika and drik bala; the total in virupas and rupas, the required minimum (Sun 5, Moon 6, Mars
    5, Mercury 7, Jupiter 6.5, Venus 5.5, Saturn 5 rupas), the ratio and the ranking by it, ishta and
    kashta phala; the year, month, weekday and hour lords and any planetary war. Bhava bala of the
    twelve Sripati bhavas - bhavadhipati (the shadbala of the lord of the madhya's sign), bhava dig and
    bhava drishti bala. Lahiri sidereal unless ayanamsa is given. A birth where the Sun does not rise or
    set that day (polar latitudes) is a 400 naming lat. src/astrology/README.md lists every rule and
    convention.

    Args:
        date (str):
        calendar (GetShadbalaCalendar | Unset):
        time (str):
        lat (float):
        lon (float):
        tz (float | Unset):
        language (GetShadbalaLanguage | Unset):  Default: GetShadbalaLanguage.EN.
        node (GetShadbalaNode | Unset):  Default: GetShadbalaNode.MEAN.
        ayanamsa (GetShadbalaAyanamsa | Unset):  Default: GetShadbalaAyanamsa.LAHIRI.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AstroShadbala | Error
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
        )
    ).parsed
