"""Graha's Python client: the generated operations of ``graha_client`` (one module per operation, from the public
contract by openapi-python-client) behind a client that applies the retry policy of spec section 1, plus chat
streaming as an iterator, which the generator does not produce.

    from graha import Graha
    from graha_client.api.astrology import get_kundali

    graha = Graha(api_key=os.environ["GRAHA_API_KEY"])
    chart = get_kundali.sync(client=graha.client, date=date(1990, 3, 12), time="14:30", lat=13.08, lon=80.27)
    for chunk in graha.chat_stream({"model": "graha-astro-fast", "messages": [{"role": "user", "content": "Hi"}]}):
        print(chunk["choices"][0]["delta"].get("content", ""), end="")
"""
from __future__ import annotations

import json
import time
import uuid
from collections.abc import Iterator
from typing import Any

import httpx

from graha_client import AuthenticatedClient

__all__ = ["Graha", "GrahaError", "RetryTransport"]

RETRYABLE = {429, 503}


class GrahaError(Exception):
    """An error answer of the API, from its envelope {"error": {type, message, status, code, param}}."""

    def __init__(self, status: int, type: str, message: str, code: str | None, param: str | None, request_id: str | None):
        super().__init__(message)
        self.status, self.type, self.code, self.param, self.request_id = status, type, code, param, request_id

    @classmethod
    def from_response(cls, response: httpx.Response) -> "GrahaError":
        try:
            error = response.json()["error"]
        except Exception:  # not the envelope
            error = {"type": "unknown", "message": f"HTTP {response.status_code}"}
        return cls(response.status_code, error.get("type", "unknown"), error.get("message", ""), error.get("code"),
                   error.get("param"), response.headers.get("x-request-id"))


class RetryTransport(httpx.BaseTransport):
    """429 and 503 answers are retried up to ``max_retries`` times with exponential backoff from ``base_delay``
    seconds, or after what Retry-After (retry-after-ms, retry-after) says. A POST is retried only with an
    Idempotency-Key, and every POST gets one here (the same on each retry), so a retry never repeats a side effect."""

    def __init__(self, inner: httpx.BaseTransport | None = None, max_retries: int = 3, base_delay: float = 1.0, sleep=time.sleep):
        self.inner = inner or httpx.HTTPTransport()
        self.max_retries, self.base_delay, self.sleep = max_retries, base_delay, sleep

    def _wait(self, response: httpx.Response, attempt: int) -> float:
        ms = response.headers.get("retry-after-ms")
        if ms is not None and ms.replace(".", "", 1).isdigit():
            return float(ms) / 1000
        seconds = response.headers.get("retry-after")
        if seconds is not None and seconds.replace(".", "", 1).isdigit():
            return float(seconds)
        return self.base_delay * 2 ** attempt

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        if request.method == "POST" and "idempotency-key" not in request.headers:
            request.headers["idempotency-key"] = str(uuid.uuid4())
        attempt = 0
        while True:
            response = self.inner.handle_request(request)
            if response.status_code not in RETRYABLE or attempt >= self.max_retries:
                return response
            response.read()
            response.close()
            self.sleep(self._wait(response, attempt))
            attempt += 1

    def close(self) -> None:
        self.inner.close()


class Graha:
    """``client`` is the generated AuthenticatedClient (pass it to any ``graha_client.api`` operation)."""

    def __init__(self, api_key: str, base_url: str = "http://127.0.0.1:8080", max_retries: int = 3, base_delay: float = 1.0,
                 timeout: float = 120.0, transport: httpx.BaseTransport | None = None):
        self.transport = RetryTransport(transport, max_retries=max_retries, base_delay=base_delay)
        self.client = AuthenticatedClient(base_url=base_url, token=api_key, timeout=httpx.Timeout(timeout),
                                          httpx_args={"transport": self.transport})

    def request(self, method: str, path: str, **kwargs: Any) -> Any:
        """Any operation by method and path, its JSON answer returned (an error answer raises GrahaError)."""
        response = self.client.get_httpx_client().request(method, path, **kwargs)
        if response.status_code >= 400:
            raise GrahaError.from_response(response)
        return response.json()

    def chat_stream(self, body: dict[str, Any]) -> Iterator[dict[str, Any]]:
        """The chunks of a streamed chat completion, as dicts, until ``[DONE]``; an error event raises GrahaError."""
        with self.client.get_httpx_client().stream("POST", "/v1/chat/completions", json={**body, "stream": True}) as response:
            if response.status_code >= 400:
                response.read()
                raise GrahaError.from_response(response)
            data: list[str] = []
            for line in response.iter_lines():
                if line.startswith("data:"):
                    data.append(line[5:].lstrip(" "))
                elif line == "" and data:
                    payload, data = "\n".join(data), []
                    if payload == "[DONE]":
                        return
                    event = json.loads(payload)
                    if isinstance(event, dict) and "error" in event:
                        e = event["error"]
                        raise GrahaError(e.get("status", 500), e.get("type", "unknown"), e.get("message", ""), e.get("code"), e.get("param"),
                                         response.headers.get("x-request-id"))
                    yield event
