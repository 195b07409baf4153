from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.file_object import FileObject
from ...models.file_upload_request import FileUploadRequest
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: FileUploadRequest,
    idempotency_key: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/files",
    }

    _kwargs["files"] = body.to_multipart()

    headers["Content-Type"] = "multipart/form-data; boundary=+++"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | FileObject | None:
    if response.status_code == 200:
        response_200 = FileObject.from_dict(response.json())

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

    if response.status_code == 409:
        response_409 = Error.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = Error.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Error.from_dict(response.json())

        return response_415

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
) -> Response[Error | FileObject]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: FileUploadRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[Error | FileObject]:
    """Upload a file

     Uploads a UTF-8 JSONL file (multipart/form-data, at most 100 MB, our decision; larger bodies get
    413). Every non-empty line must be one JSON object. For purpose `fine-tune` (spec 4.16) each line is
    `{"messages": [...]}` with `system`, `user` and `assistant` turns (role and string content),
    containing at least one `user` and one `assistant` turn. For `batch` each line is one batch request
    item (BatchRequestItem); for `evaluation` each line is one test case (EvaluationTestCase). Every
    line is checked at upload: a file with bad lines is refused with 400 and nothing is stored; the
    message reports up to the first 20 bad lines, each with its number (`file: 2 bad lines: line 17:
    ...; line 40: ...`, and how many more beyond 20), and `param` names the first (`file:17`). A stored
    file is `processed` with its `line_count` and `token_count` (`uploaded` and `error` are not produced
    by this server). The response carries the identifier both as `id` and as `file_id` (same value; spec
    2.13 says clients read either). A larger upload is 413. Files are free; deleting one removes its
    content.

    Args:
        idempotency_key (str | Unset):
        body (FileUploadRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | FileObject]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: FileUploadRequest,
    idempotency_key: str | Unset = UNSET,
) -> Error | FileObject | None:
    """Upload a file

     Uploads a UTF-8 JSONL file (multipart/form-data, at most 100 MB, our decision; larger bodies get
    413). Every non-empty line must be one JSON object. For purpose `fine-tune` (spec 4.16) each line is
    `{"messages": [...]}` with `system`, `user` and `assistant` turns (role and string content),
    containing at least one `user` and one `assistant` turn. For `batch` each line is one batch request
    item (BatchRequestItem); for `evaluation` each line is one test case (EvaluationTestCase). Every
    line is checked at upload: a file with bad lines is refused with 400 and nothing is stored; the
    message reports up to the first 20 bad lines, each with its number (`file: 2 bad lines: line 17:
    ...; line 40: ...`, and how many more beyond 20), and `param` names the first (`file:17`). A stored
    file is `processed` with its `line_count` and `token_count` (`uploaded` and `error` are not produced
    by this server). The response carries the identifier both as `id` and as `file_id` (same value; spec
    2.13 says clients read either). A larger upload is 413. Files are free; deleting one removes its
    content.

    Args:
        idempotency_key (str | Unset):
        body (FileUploadRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | FileObject
    """

    return sync_detailed(
        client=client,
        body=body,
        idempotency_key=idempotency_key,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: FileUploadRequest,
    idempotency_key: str | Unset = UNSET,
) -> Response[Error | FileObject]:
    """Upload a file

     Uploads a UTF-8 JSONL file (multipart/form-data, at most 100 MB, our decision; larger bodies get
    413). Every non-empty line must be one JSON object. For purpose `fine-tune` (spec 4.16) each line is
    `{"messages": [...]}` with `system`, `user` and `assistant` turns (role and string content),
    containing at least one `user` and one `assistant` turn. For `batch` each line is one batch request
    item (BatchRequestItem); for `evaluation` each line is one test case (EvaluationTestCase). Every
    line is checked at upload: a file with bad lines is refused with 400 and nothing is stored; the
    message reports up to the first 20 bad lines, each with its number (`file: 2 bad lines: line 17:
    ...; line 40: ...`, and how many more beyond 20), and `param` names the first (`file:17`). A stored
    file is `processed` with its `line_count` and `token_count` (`uploaded` and `error` are not produced
    by this server). The response carries the identifier both as `id` and as `file_id` (same value; spec
    2.13 says clients read either). A larger upload is 413. Files are free; deleting one removes its
    content.

    Args:
        idempotency_key (str | Unset):
        body (FileUploadRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | FileObject]
    """

    kwargs = _get_kwargs(
        body=body,
        idempotency_key=idempotency_key,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: FileUploadRequest,
    idempotency_key: str | Unset = UNSET,
) -> Error | FileObject | None:
    """Upload a file

     Uploads a UTF-8 JSONL file (multipart/form-data, at most 100 MB, our decision; larger bodies get
    413). Every non-empty line must be one JSON object. For purpose `fine-tune` (spec 4.16) each line is
    `{"messages": [...]}` with `system`, `user` and `assistant` turns (role and string content),
    containing at least one `user` and one `assistant` turn. For `batch` each line is one batch request
    item (BatchRequestItem); for `evaluation` each line is one test case (EvaluationTestCase). Every
    line is checked at upload: a file with bad lines is refused with 400 and nothing is stored; the
    message reports up to the first 20 bad lines, each with its number (`file: 2 bad lines: line 17:
    ...; line 40: ...`, and how many more beyond 20), and `param` names the first (`file:17`). A stored
    file is `processed` with its `line_count` and `token_count` (`uploaded` and `error` are not produced
    by this server). The response carries the identifier both as `id` and as `file_id` (same value; spec
    2.13 says clients read either). A larger upload is 413. Files are free; deleting one removes its
    content.

    Args:
        idempotency_key (str | Unset):
        body (FileUploadRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | FileObject
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            idempotency_key=idempotency_key,
        )
    ).parsed
