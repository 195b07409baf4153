"""Runs the scenarios of sdk/retry-rule.json through the Python SDK's RetryTransport (graha) and prints, per scenario,
the requests made, the waits asked for (ms) and the final status, as JSON. test/sdk/retry-rule.test.ts compares the
output with the rule's expectations and with the other clients'.
Usage: PYTHONPATH=sdk/python python3 sdk/python/scripts/retry_conformance.py sdk/retry-rule.json"""
import json
import sys

import httpx

from graha import RetryTransport


def run(scenario):
    answers = list(scenario["answers"])
    keys, waits = [], []

    def handler(request: httpx.Request) -> httpx.Response:
        keys.append(request.headers.get("idempotency-key"))
        answer = answers.pop(0)
        return httpx.Response(answer["status"], headers=answer.get("headers", {}), json={})

    transport = RetryTransport(httpx.MockTransport(handler), sleep=lambda seconds: waits.append(round(seconds * 1000)))
    with httpx.Client(transport=transport, base_url="http://graha.invalid") as client:
        response = client.request(scenario["method"], "/v1/models", json={} if scenario["method"] == "POST" else None)
    return {"name": scenario["name"], "requests": len(keys), "waits_ms": waits, "final_status": response.status_code,
            "idempotency_keys": keys}


rule = json.load(open(sys.argv[1]))
print(json.dumps([run(s) for s in rule["scenarios"]]))
