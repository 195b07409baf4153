from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.astro_match_result import AstroMatchResult
from ...models.astro_porutham_result import AstroPoruthamResult
from ...models.error import Error
from ...models.get_match_calendar import GetMatchCalendar
from ...models.get_match_method import GetMatchMethod
from ...models.get_match_pariharas import GetMatchPariharas
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    boy_date: str,
    calendar: GetMatchCalendar | Unset = UNSET,
    boy_time: str,
    boy_lat: float,
    boy_lon: float,
    boy_tz: float | Unset = UNSET,
    girl_date: str,
    girl_time: str,
    girl_lat: float,
    girl_lon: float,
    girl_tz: float | Unset = UNSET,
    method: GetMatchMethod | Unset = GetMatchMethod.ASHTAKOOTA,
    pariharas: GetMatchPariharas | Unset = GetMatchPariharas.APPLY,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["boy_date"] = boy_date

    json_calendar: str | Unset = UNSET
    if not isinstance(calendar, Unset):
        json_calendar = calendar.value

    params["calendar"] = json_calendar

    params["boy_time"] = boy_time

    params["boy_lat"] = boy_lat

    params["boy_lon"] = boy_lon

    params["boy_tz"] = boy_tz

    params["girl_date"] = girl_date

    params["girl_time"] = girl_time

    params["girl_lat"] = girl_lat

    params["girl_lon"] = girl_lon

    params["girl_tz"] = girl_tz

    json_method: str | Unset = UNSET
    if not isinstance(method, Unset):
        json_method = method.value

    params["method"] = json_method

    json_pariharas: str | Unset = UNSET
    if not isinstance(pariharas, Unset):
        json_pariharas = pariharas.value

    params["pariharas"] = json_pariharas

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/astrology/match",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> AstroMatchResult | AstroPoruthamResult | Error | None:
    if response.status_code == 200:

        def _parse_response_200(data: object) -> AstroMatchResult | AstroPoruthamResult:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_astro_match_response_type_0 = (
                    AstroMatchResult.from_dict(data)
                )

                return componentsschemas_astro_match_response_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_astro_match_response_type_1 = (
                AstroPoruthamResult.from_dict(data)
            )

            return componentsschemas_astro_match_response_type_1

        response_200 = _parse_response_200(response.json())

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
) -> Response[AstroMatchResult | AstroPoruthamResult | Error]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    boy_date: str,
    calendar: GetMatchCalendar | Unset = UNSET,
    boy_time: str,
    boy_lat: float,
    boy_lon: float,
    boy_tz: float | Unset = UNSET,
    girl_date: str,
    girl_time: str,
    girl_lat: float,
    girl_lon: float,
    girl_tz: float | Unset = UNSET,
    method: GetMatchMethod | Unset = GetMatchMethod.ASHTAKOOTA,
    pariharas: GetMatchPariharas | Unset = GetMatchPariharas.APPLY,
) -> Response[AstroMatchResult | AstroPoruthamResult | Error]:
    """Ashtakoota compatibility

     Eight-koot Guna Milan from both Moons (Lahiri sidereal) with the reason for each score, and Mangal
    dosha of both charts (spec 2.7). Bhakoot dosha is cancelled (full 7 points) when both Moon-sign
    lords are the same planet or mutual natural friends; Nadi dosha is cancelled (full 8 points) when
    both Moons share a sign in different nakshatras, or a nakshatra in different signs or padas. The
    koot's reason says when a dosha was present and which rule cancelled it.

    Args:
        boy_date (str):
        calendar (GetMatchCalendar | Unset):
        boy_time (str):
        boy_lat (float):
        boy_lon (float):
        boy_tz (float | Unset):
        girl_date (str):
        girl_time (str):
        girl_lat (float):
        girl_lon (float):
        girl_tz (float | Unset):
        method (GetMatchMethod | Unset):  Default: GetMatchMethod.ASHTAKOOTA.
        pariharas (GetMatchPariharas | Unset):  Default: GetMatchPariharas.APPLY.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AstroMatchResult | AstroPoruthamResult | Error]
    """

    kwargs = _get_kwargs(
        boy_date=boy_date,
        calendar=calendar,
        boy_time=boy_time,
        boy_lat=boy_lat,
        boy_lon=boy_lon,
        boy_tz=boy_tz,
        girl_date=girl_date,
        girl_time=girl_time,
        girl_lat=girl_lat,
        girl_lon=girl_lon,
        girl_tz=girl_tz,
        method=method,
        pariharas=pariharas,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    boy_date: str,
    calendar: GetMatchCalendar | Unset = UNSET,
    boy_time: str,
    boy_lat: float,
    boy_lon: float,
    boy_tz: float | Unset = UNSET,
    girl_date: str,
    girl_time: str,
    girl_lat: float,
    girl_lon: float,
    girl_tz: float | Unset = UNSET,
    method: GetMatchMethod | Unset = GetMatchMethod.ASHTAKOOTA,
    pariharas: GetMatchPariharas | Unset = GetMatchPariharas.APPLY,
) -> AstroMatchResult | AstroPoruthamResult | Error | None:
    """Ashtakoota compatibility

     Eight-koot Guna Milan from both Moons (Lahiri sidereal) with the reason for each score, and Mangal
    dosha of both charts (spec 2.7). Bhakoot dosha is cancelled (full 7 points) when both Moon-sign
    lords are the same planet or mutual natural friends; Nadi dosha is cancelled (full 8 points) when
    both Moons share a sign in different nakshatras, or a nakshatra in different signs or padas. The
    koot's reason says when a dosha was present and which rule cancelled it.

    Args:
        boy_date (str):
        calendar (GetMatchCalendar | Unset):
        boy_time (str):
        boy_lat (float):
        boy_lon (float):
        boy_tz (float | Unset):
        girl_date (str):
        girl_time (str):
        girl_lat (float):
        girl_lon (float):
        girl_tz (float | Unset):
        method (GetMatchMethod | Unset):  Default: GetMatchMethod.ASHTAKOOTA.
        pariharas (GetMatchPariharas | Unset):  Default: GetMatchPariharas.APPLY.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AstroMatchResult | AstroPoruthamResult | Error
    """

    return sync_detailed(
        client=client,
        boy_date=boy_date,
        calendar=calendar,
        boy_time=boy_time,
        boy_lat=boy_lat,
        boy_lon=boy_lon,
        boy_tz=boy_tz,
        girl_date=girl_date,
        girl_time=girl_time,
        girl_lat=girl_lat,
        girl_lon=girl_lon,
        girl_tz=girl_tz,
        method=method,
        pariharas=pariharas,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    boy_date: str,
    calendar: GetMatchCalendar | Unset = UNSET,
    boy_time: str,
    boy_lat: float,
    boy_lon: float,
    boy_tz: float | Unset = UNSET,
    girl_date: str,
    girl_time: str,
    girl_lat: float,
    girl_lon: float,
    girl_tz: float | Unset = UNSET,
    method: GetMatchMethod | Unset = GetMatchMethod.ASHTAKOOTA,
    pariharas: GetMatchPariharas | Unset = GetMatchPariharas.APPLY,
) -> Response[AstroMatchResult | AstroPoruthamResult | Error]:
    """Ashtakoota compatibility

     Eight-koot Guna Milan from both Moons (Lahiri sidereal) with the reason for each score, and Mangal
    dosha of both charts (spec 2.7). Bhakoot dosha is cancelled (full 7 points) when both Moon-sign
    lords are the same planet or mutual natural friends; Nadi dosha is cancelled (full 8 points) when
    both Moons share a sign in different nakshatras, or a nakshatra in different signs or padas. The
    koot's reason says when a dosha was present and which rule cancelled it.

    Args:
        boy_date (str):
        calendar (GetMatchCalendar | Unset):
        boy_time (str):
        boy_lat (float):
        boy_lon (float):
        boy_tz (float | Unset):
        girl_date (str):
        girl_time (str):
        girl_lat (float):
        girl_lon (float):
        girl_tz (float | Unset):
        method (GetMatchMethod | Unset):  Default: GetMatchMethod.ASHTAKOOTA.
        pariharas (GetMatchPariharas | Unset):  Default: GetMatchPariharas.APPLY.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AstroMatchResult | AstroPoruthamResult | Error]
    """

    kwargs = _get_kwargs(
        boy_date=boy_date,
        calendar=calendar,
        boy_time=boy_time,
        boy_lat=boy_lat,
        boy_lon=boy_lon,
        boy_tz=boy_tz,
        girl_date=girl_date,
        girl_time=girl_time,
        girl_lat=girl_lat,
        girl_lon=girl_lon,
        girl_tz=girl_tz,
        method=method,
        pariharas=pariharas,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    boy_date: str,
    calendar: GetMatchCalendar | Unset = UNSET,
    boy_time: str,
    boy_lat: float,
    boy_lon: float,
    boy_tz: float | Unset = UNSET,
    girl_date: str,
    girl_time: str,
    girl_lat: float,
    girl_lon: float,
    girl_tz: float | Unset = UNSET,
    method: GetMatchMethod | Unset = GetMatchMethod.ASHTAKOOTA,
    pariharas: GetMatchPariharas | Unset = GetMatchPariharas.APPLY,
) -> AstroMatchResult | AstroPoruthamResult | Error | None:
    """Ashtakoota compatibility

     Eight-koot Guna Milan from both Moons (Lahiri sidereal) with the reason for each score, and Mangal
    dosha of both charts (spec 2.7). Bhakoot dosha is cancelled (full 7 points) when both Moon-sign
    lords are the same planet or mutual natural friends; Nadi dosha is cancelled (full 8 points) when
    both Moons share a sign in different nakshatras, or a nakshatra in different signs or padas. The
    koot's reason says when a dosha was present and which rule cancelled it.

    Args:
        boy_date (str):
        calendar (GetMatchCalendar | Unset):
        boy_time (str):
        boy_lat (float):
        boy_lon (float):
        boy_tz (float | Unset):
        girl_date (str):
        girl_time (str):
        girl_lat (float):
        girl_lon (float):
        girl_tz (float | Unset):
        method (GetMatchMethod | Unset):  Default: GetMatchMethod.ASHTAKOOTA.
        pariharas (GetMatchPariharas | Unset):  Default: GetMatchPariharas.APPLY.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AstroMatchResult | AstroPoruthamResult | Error
    """

    return (
        await asyncio_detailed(
            client=client,
            boy_date=boy_date,
            calendar=calendar,
            boy_time=boy_time,
            boy_lat=boy_lat,
            boy_lon=boy_lon,
            boy_tz=boy_tz,
            girl_date=girl_date,
            girl_time=girl_time,
            girl_lat=girl_lat,
            girl_lon=girl_lon,
            girl_tz=girl_tz,
            method=method,
            pariharas=pariharas,
        )
    ).parsed
