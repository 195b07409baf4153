"""The Python SDK against a live Graha server (GRAHA_BASE_URL, GRAHA_API_KEY; test/sdk/python.test.ts starts one)
and its retry policy against a scripted local server."""
import datetime
import json
import os
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from graha import Graha, GrahaError
from graha_client.api.astrology import get_kundali
from graha_client.api.billing import get_balance
from graha_client.models.astro_kundali import AstroKundali

BASE_URL = os.environ.get("GRAHA_BASE_URL")
API_KEY = os.environ.get("GRAHA_API_KEY")
live = pytest.mark.skipif(not BASE_URL, reason="needs GRAHA_BASE_URL and GRAHA_API_KEY (run through test/sdk/python.test.ts)")


@live
def test_generated_operations_are_typed_and_answer():
    graha = Graha(api_key=API_KEY, base_url=BASE_URL)
    chart = get_kundali.sync(client=graha.client, date=datetime.date(1990, 3, 12), time="14:30", lat=13.0827, lon=80.2707)
    assert isinstance(chart, AstroKundali)
    moon = next(p for p in chart.planets if p.name == "Moon")
    assert moon.sign == chart.moon_sign
    balance = get_balance.sync(client=graha.client)
    assert balance.currency == "usd_cents"


@live
def test_chat_stream_equals_the_plain_answer():
    graha = Graha(api_key=API_KEY, base_url=BASE_URL)
    body = {"model": "graha-astro-fast", "messages": [{"role": "user", "content": "Hello"}]}
    plain = graha.request("POST", "/v1/chat/completions", json=body)
    chunks = list(graha.chat_stream(body))
    assert len(chunks) > 2
    assert "".join(c["choices"][0]["delta"].get("content") or "" for c in chunks if c["choices"]) == plain["choices"][0]["message"]["content"]


@live
def test_an_error_answer_raises_graha_error_naming_the_parameter():
    graha = Graha(api_key=API_KEY, base_url=BASE_URL)
    with pytest.raises(GrahaError) as caught:
        graha.request("GET", "/v1/astrology/horoscope", params={"sign": "pluto"})
    assert (caught.value.status, caught.value.type, caught.value.param) == (400, "invalid_request", "sign")
    assert caught.value.request_id.startswith("req_")


class Scripted(BaseHTTPRequestHandler):
    script: list = []
    seen: list = []

    def _answer(self):
        length = int(self.headers.get("content-length") or 0)
        self.rfile.read(length)
        Scripted.seen.append((self.command, self.headers.get("idempotency-key")))
        status, headers = Scripted.script.pop(0) if Scripted.script else (200, {})
        body = json.dumps({"available": 1, "currency": "usd_cents", "total_spent": 0, "plan": "growth"} if status == 200 else
                          {"error": {"type": "rate_limit_exceeded", "message": "slow down", "status": status, "code": "requests", "param": None}}).encode()
        self.send_response(status)
        for k, v in {"content-type": "application/json", **headers}.items():
            self.send_header(k, v)
        self.send_header("content-length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    do_GET = do_POST = _answer

    def log_message(self, *args):
        pass


@pytest.fixture()
def scripted():
    server = ThreadingHTTPServer(("127.0.0.1", 0), Scripted)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    Scripted.script, Scripted.seen = [], []
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


def test_429_and_503_are_retried_after_retry_after(scripted):
    waits = []
    Scripted.script = [(429, {"retry-after-ms": "30"}), (503, {"retry-after": "0"})]
    graha = Graha(api_key="svc_live_test", base_url=scripted, base_delay=5.0)
    graha.transport.sleep = waits.append
    assert graha.request("GET", "/v1/billing/balance")["available"] == 1
    assert len(Scripted.seen) == 3
    assert waits == [0.03, 0.0]


def test_gives_up_after_three_retries_with_doubling_backoff(scripted):
    waits = []
    Scripted.script = [(503, {})] * 5
    graha = Graha(api_key="svc_live_test", base_url=scripted, base_delay=1.0)
    graha.transport.sleep = waits.append
    with pytest.raises(GrahaError) as caught:
        graha.request("GET", "/v1/billing/balance")
    assert caught.value.status == 503
    assert waits == [1.0, 2.0, 4.0]
    assert len(Scripted.seen) == 4


def test_a_post_is_retried_with_the_same_idempotency_key(scripted):
    Scripted.script = [(429, {"retry-after-ms": "1"})]
    graha = Graha(api_key="svc_live_test", base_url=scripted)
    graha.request("POST", "/v1/billing/deposit", json={"amount": 1000})
    assert len(Scripted.seen) == 2
    assert Scripted.seen[0][1] and Scripted.seen[0][1] == Scripted.seen[1][1]
