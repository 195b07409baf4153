#!/usr/bin/env python3
"""Drives Graha with the official Python openai client: only base_url and api_key change.

Usage: python3 test/gateway/python_client_test.py <base_url> <api_key>
  base_url: e.g. http://127.0.0.1:8080/v1 of a Graha whose gpt-4o-mini is served by the echo fake upstream of
  test/fakes (as test/gateway/python-client.test.ts sets up); the checks compare against the fake's echo replies.
Prints one line per check and exits non-zero on the first failure.
"""
import sys

from pydantic import BaseModel
import openai
from openai import OpenAI


def check(name, cond, detail=""):
    if not cond:
        print(f"FAIL {name} {detail}")
        sys.exit(1)
    print(f"ok   {name}")


def main():
    if len(sys.argv) != 3:
        print(__doc__)
        sys.exit(2)
    base_url, api_key = sys.argv[1], sys.argv[2]
    client = OpenAI(base_url=base_url, api_key=api_key, max_retries=0)

    ids = [m.id for m in client.models.list()]
    check("models.list", "graha-astro-standard" in ids and "gpt-4o-mini" in ids, str(ids))

    c = client.chat.completions.create(
        model="gpt-4o-mini",
        messages=[{"role": "developer", "content": "Be brief."}, {"role": "user", "content": "Hello Python"}],
    )
    check("chat.completions.create", c.choices[0].message.content == "echo: Hello Python", repr(c))
    check("message.refusal and logprobs", c.choices[0].message.refusal is None and c.choices[0].logprobs is None, repr(c))
    check("usage", c.usage is not None and c.usage.total_tokens == c.usage.prompt_tokens + c.usage.completion_tokens)
    check("usage details", c.usage.prompt_tokens_details.cached_tokens == 0 and c.usage.completion_tokens_details.reasoning_tokens == 0, repr(c.usage))
    check("_request_id", isinstance(c._request_id, str) and c._request_id.startswith("req_"), repr(c._request_id))

    text, usage, finish = "", None, None
    stream = client.chat.completions.create(
        model="gpt-4o-mini", messages=[{"role": "user", "content": "Stream it"}], stream=True,
        stream_options={"include_usage": True},
    )
    for chunk in stream:
        if chunk.choices:
            text += chunk.choices[0].delta.content or ""
            finish = chunk.choices[0].finish_reason or finish
        if chunk.usage:
            usage = chunk.usage
    check("streamed text", text == "echo: Stream it", repr(text))
    check("streamed finish_reason", finish == "stop", repr(finish))
    check("streamed usage", usage is not None and usage.completion_tokens == 3, repr(usage))

    # The agent-loop step: the SDK's own message object (from the stream helper: function_call, audio, parsed ...
    # all None) goes back as history.
    history = [{"role": "user", "content": "First turn"}]
    with client.chat.completions.stream(model="gpt-4o-mini", messages=history) as st:
        answer = st.get_final_completion().choices[0].message
    history += [answer, {"role": "user", "content": "Second turn"}]
    again = client.chat.completions.create(model="gpt-4o-mini", messages=history)
    check("an SDK message sent back as history", again.choices[0].message.content == "echo: Second turn", repr(again))

    f = client.chat.completions.create(
        model="gpt-4o-mini", messages=[{"role": "user", "content": "weather?"}],
        functions=[{"name": "get_weather", "parameters": {"type": "object", "properties": {"city": {"type": "string"}}}}],
    )
    fc = f.choices[0].message.function_call
    check("legacy function_call", f.choices[0].finish_reason == "function_call" and fc is not None and fc.name == "get_weather", repr(f))

    class Place(BaseModel):
        city: str

    p = client.chat.completions.parse(model="claude-sonnet-4", messages=[{"role": "user", "content": "Where?"}], response_format=Place)
    check("structured outputs (parse) on a Claude model", p.choices[0].message.parsed is not None and p.choices[0].message.parsed.city == "Varanasi", repr(p))

    a = client.chat.completions.create(model="graha-astro-standard", messages=[{"role": "user", "content": "I was born on 12 March 1990 at 14:30 in Chennai, India. What does my chart say about my career?"}])
    extra = a.choices[0].message.model_extra or {}
    citations = extra.get("citations") or []
    check("astrology model answers with citations the client keeps as extra fields",
          bool(a.choices[0].message.content) and len(citations) > 0 and all(c.get("work") for c in citations), repr(a))

    m = client.chat.completions.create(model="gpt-4o-mini", messages=[{"role": "user", "content": "Hi"}], metadata={"team": "astro"}, store=False, service_tier="auto")
    check("compatibility-only fields accepted", m.choices[0].message.content == "echo: Hi", repr(m))

    try:
        client.chat.completions.create(model="gpt-4o-mini", messages=[{"role": "user", "content": "x"}], extra_body={"guided_choice": ["a"]})
        check("unknown field refused", False, "no error")
    except openai.BadRequestError as e:
        check("unknown field refused", e.status_code == 400 and "guided_choice" in str(e), str(e))

    try:
        client.chat.completions.create(model="gpt-4o-mini", messages=[{"role": "user", "content": "x"}], temperature=3)
        check("400 BadRequestError", False, "no error")
    except openai.BadRequestError as e:
        check("400 BadRequestError", e.status_code == 400 and e.request_id is not None)

    try:
        OpenAI(base_url=base_url, api_key="svc_live_" + "x" * 40, max_retries=0).models.list()
        check("401 AuthenticationError", False, "no error")
    except openai.AuthenticationError as e:
        check("401 AuthenticationError", e.status_code == 401)

    try:
        client.chat.completions.create(model="no-such-model", messages=[{"role": "user", "content": "x"}])
        check("404 NotFoundError", False, "no error")
    except openai.NotFoundError as e:
        check("404 NotFoundError", e.status_code == 404)

    print("all checks passed")


if __name__ == "__main__":
    main()
