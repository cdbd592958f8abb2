"""Transcription through the official `openai` client against a running Hearth server.

Usage: openai_audio_test.py BASE_URL WAV EXPECTED [WAV EXPECTED ...]
EXPECTED is what `hearth listen WAV` printed (its final transcripts joined by spaces): the server
must give the same text. Exits non-zero on the first failure.
"""
import sys

from openai import OpenAI, APIStatusError, BadRequestError

base = sys.argv[1].rstrip("/")
client = OpenAI(base_url=base + "/v1", api_key="unused-on-loopback", max_retries=0, timeout=3600)
pairs = list(zip(sys.argv[2::2], sys.argv[3::2]))


def check(condition, message):
    if not condition:
        print("FAIL:", message, file=sys.stderr)
        sys.exit(1)


for path, expected in pairs:
    with open(path, "rb") as audio:
        result = client.audio.transcriptions.create(model="whisper-1", file=audio)
    check(result.text == expected, f"{path}: server {result.text!r} != hearth listen {expected!r}")
    print("ok:", path, repr(result.text))

path, expected = pairs[0]
with open(path, "rb") as audio:
    text = client.audio.transcriptions.create(model="whisper-1", file=audio, response_format="text", language="en", temperature=0, prompt="A speech.")
check(text.strip() == expected, f"text format {text!r}")
with open(path, "rb") as audio:
    verbose = client.audio.transcriptions.create(model="tiny.en", file=audio, response_format="verbose_json")
check(verbose.text == expected and verbose.duration > 0, f"verbose {verbose}")
check(verbose.segments and " ".join(s.text for s in verbose.segments) == expected, f"segments {verbose.segments}")
check(all(0 <= s.start < s.end <= verbose.duration + 0.5 for s in verbose.segments), f"segment times {verbose.segments}")

# Not WAV: 415 with a message naming the format; other bad input: 400.
try:
    client.audio.transcriptions.create(model="whisper-1", file=("song.mp3", b"ID3\x03\x00" + b"\x00" * 200, "audio/mpeg"))
    check(False, "an mp3 was accepted")
except APIStatusError as error:
    check(error.status_code == 415 and "WAV" in str(error), f"mp3: {error.status_code} {error}")
for kwargs, needle in [({"response_format": "srt"}, "response_format"), ({"language": "fr"}, "language"), ({"model": "no-such-whisper"}, "model")]:
    try:
        with open(path, "rb") as audio:
            client.audio.transcriptions.create(file=audio, **{"model": "whisper-1", **kwargs})
        check(False, f"accepted {kwargs}")
    except APIStatusError as error:
        check(error.status_code in (400, 404) and needle in str(error), f"{kwargs}: {error.status_code} {error}")
print("openai audio: ok")
