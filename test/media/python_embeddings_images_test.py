"""The official Python openai client, unchanged but for base URL and key, on Graha's embeddings and images endpoints.

Usage: python3 python_embeddings_images_test.py BASE_URL API_KEY
"""
import base64
import math
import struct
import sys
import urllib.request

from openai import OpenAI

base_url, api_key = sys.argv[1], sys.argv[2]
client = OpenAI(base_url=base_url, api_key=api_key, max_retries=0)

# --- Embeddings ---------------------------------------------------------------------------------------------------
texts = [
    "The Moon in Cancer gives a caring nature.",
    "A caring nature comes from the Moon placed in Cancer.",
    "Quarterly tax filing deadlines for small businesses.",
]
floats = client.embeddings.create(model="graha-embed-lexical", input=texts, encoding_format="float")
assert floats.model == "graha-embed-lexical", floats.model
assert [d.index for d in floats.data] == [0, 1, 2], floats.data
vectors = [d.embedding for d in floats.data]
assert all(len(v) == 512 for v in vectors), [len(v) for v in vectors]
assert all(abs(math.sqrt(sum(x * x for x in v)) - 1) < 1e-4 for v in vectors), "not unit length"
assert floats.usage.prompt_tokens > 0 and floats.usage.total_tokens == floats.usage.prompt_tokens, floats.usage


def cos(a, b):
    return sum(x * y for x, y in zip(a, b))


related, unrelated = cos(vectors[0], vectors[1]), cos(vectors[0], vectors[2])
assert related > unrelated + 0.1, (related, unrelated)

# base64 asked for explicitly: the client hands the string back; it is little-endian float32, the same numbers.
b64 = client.embeddings.create(model="graha-embed-lexical", input=texts[0], encoding_format="base64")
raw = base64.b64decode(b64.data[0].embedding)
decoded = struct.unpack("<%df" % (len(raw) // 4), raw)
assert len(decoded) == 512 and max(abs(x - y) for x, y in zip(decoded, vectors[0])) < 1e-6, "base64 differs from float"

# No encoding_format: the client asks for base64 itself and decodes it to floats.
default = client.embeddings.create(model="graha-embed-lexical", input=texts[0])
assert max(abs(x - y) for x, y in zip(default.data[0].embedding, vectors[0])) < 1e-6, "default decoding differs"

# dimensions: a shorter unit vector.
short = client.embeddings.create(model="graha-embed-lexical", input=texts[0], dimensions=64, encoding_format="float")
assert len(short.data[0].embedding) == 64, len(short.data[0].embedding)


# --- Images -------------------------------------------------------------------------------------------------------
def png_size(data):
    assert data[:8] == b"\x89PNG\r\n\x1a\n", data[:8]
    assert data[12:16] == b"IHDR", data[12:16]
    return struct.unpack(">II", data[16:24])


prompt = "a golden temple at dawn over a calm river"
as_b64 = client.images.generate(model="graha-image-basic", prompt=prompt, size="256x256", response_format="b64_json", n=2)
assert len(as_b64.data) == 2 and as_b64.created > 0, as_b64
pngs = [base64.b64decode(d.b64_json) for d in as_b64.data]
assert all(png_size(p) == (256, 256) for p in pngs), [png_size(p) for p in pngs]
assert all(d.url is None for d in as_b64.data), as_b64.data

as_url = client.images.generate(model="graha-image-basic", prompt=prompt, size="512x512")
url = as_url.data[0].url
assert url and as_url.data[0].b64_json is None, as_url.data[0]
# The signed URL opens without the key, as a browser would.
with urllib.request.urlopen(url) as res:
    assert res.headers["content-type"] == "image/png", res.headers["content-type"]
    body = res.read()
assert png_size(body) == (512, 512), png_size(body)

print("all checks passed")
