"""The official `openai` client against a running Hearth server.

Usage: openai_client_test.py BASE_URL   (e.g. http://127.0.0.1:8080)
Exits non-zero with a message on the first failure. Also checks SSE framing with curl.
"""
import json
import subprocess
import sys

from openai import OpenAI, NotFoundError, BadRequestError

base = sys.argv[1].rstrip("/")
client = OpenAI(base_url=base + "/v1", api_key="unused-on-loopback", max_retries=0, timeout=3600)
question = [{"role": "user", "content": "What is the capital of France? Answer in one word."}]


def check(condition, message):
    if not condition:
        print("FAIL:", message, file=sys.stderr)
        sys.exit(1)


models = client.models.list()
ids = [m.id for m in models.data]
check("smollm2-135m" in ids, f"models: {ids}")

reply = client.chat.completions.create(model="smollm2-135m", messages=question, temperature=0, max_tokens=24)
answer = reply.choices[0].message.content
check("paris" in answer.lower(), f"answer: {answer!r}")
check(reply.usage.completion_tokens > 0 and reply.usage.total_tokens == reply.usage.prompt_tokens + reply.usage.completion_tokens, f"usage: {reply.usage}")
check(reply.model_extra["hearth"]["backend"] == "llama.cpp", f"hearth extension: {reply.model_extra}")

pieces = []
finish = None
for chunk in client.chat.completions.create(model="smollm2-135m", messages=question, temperature=0, max_tokens=24, stream=True):
    if chunk.choices and chunk.choices[0].delta.content:
        pieces.append(chunk.choices[0].delta.content)
    if chunk.choices and chunk.choices[0].finish_reason:
        finish = chunk.choices[0].finish_reason
check("".join(pieces) == answer, f"streamed {''.join(pieces)!r} != {answer!r}")
check(len(pieces) > 1, f"expected several chunks, got {len(pieces)}")
check(finish in ("stop", "length"), f"finish_reason {finish}")

completion = client.completions.create(model="smollm2-135m", prompt="1, 2, 3, 4, 5,", max_tokens=6, temperature=0)
check("6" in completion.choices[0].text, f"completion: {completion.choices[0].text!r}")

try:
    client.chat.completions.create(model="no-such-model", messages=question)
    check(False, "unknown model accepted")
except NotFoundError as error:
    check("no-such-model" in str(error), str(error))

try:
    client.chat.completions.create(model="smollm2-135m", messages=question, temperature=7)
    check(False, "temperature 7 accepted")
except BadRequestError as error:
    check("temperature" in str(error), str(error))

# SSE framing as curl sees it on the wire.
body = json.dumps({"messages": question, "temperature": 0, "max_tokens": 8, "stream": True})
raw = subprocess.run(
    ["curl", "-sS", "-N", "-D", "-", "-H", "Content-Type: application/json", "-d", body, base + "/v1/chat/completions"],
    check=True, capture_output=True, timeout=3600,
).stdout.decode()  # bytes: text mode would turn the header's \r\n into \n
head, _, stream = raw.partition("\r\n\r\n")
check("content-type: text/event-stream" in head.lower(), f"headers: {head}")
frames = [f for f in stream.split("\n\n") if f]
check(all(f.startswith("data: ") and "\n" not in f for f in frames), f"frames: {frames}")
check(frames[-1] == "data: [DONE]", f"last frame: {frames[-1]}")
for frame in frames[:-1]:
    json.loads(frame[6:])
print(f"openai client: ok ({len(pieces)} streamed chunks, answer {answer!r})")
