"""The official Python openai client, unchanged but for base URL and key, on Graha's audio endpoints.

Usage: python3 python_audio_test.py BASE_URL API_KEY FIXTURE_WAV
"""
import subprocess
import sys

from openai import OpenAI

base_url, api_key, fixture = sys.argv[1], sys.argv[2], sys.argv[3]
client = OpenAI(base_url=base_url, api_key=api_key, max_retries=0)

# Text to speech, streamed to memory; ffprobe must read it as mp3.
with client.audio.speech.with_streaming_response.create(model="tts-1", voice="shimmer", input="Jupiter rises before dawn.") as res:
    assert res.headers["content-type"] == "audio/mpeg", res.headers["content-type"]
    audio = b"".join(res.iter_bytes())
probe = subprocess.run(["ffprobe", "-v", "error", "-show_entries", "stream=codec_name", "-of", "csv=p=0", "-i", "pipe:0"],
                       input=audio, capture_output=True, check=True)
assert probe.stdout.decode().strip() == "mp3", probe.stdout

# Speech to text on the recorded LibriVox clip: json and verbose_json.
with open(fixture, "rb") as f:
    text = client.audio.transcriptions.create(model="graha-stt-en", file=f)
assert "leisure" in text.text and "consider" in text.text, text.text
with open(fixture, "rb") as f:
    verbose = client.audio.transcriptions.create(model="graha-stt-en", file=f, response_format="verbose_json")
assert verbose.language == "en" and abs(verbose.duration - 7.1) < 0.1 and len(verbose.segments) > 0, verbose
with open(fixture, "rb") as f:
    srt = client.audio.transcriptions.create(model="graha-stt-en", file=f, response_format="srt")
assert srt.startswith("1\n00:00:"), srt

print("all checks passed")
