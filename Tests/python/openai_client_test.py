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

# Embeddings: the client asks for base64 by default and decodes it; floats when asked.
sentences = ["The cat sits on the mat.", "A kitten is resting on the rug.", "Quarterly tax filings are due in April."]
embedded = client.embeddings.create(model="all-MiniLM-L6-v2", input=sentences)
vectors = [item.embedding for item in embedded.data]
check(len(vectors) == 3 and all(len(v) == 384 for v in vectors), f"embedding shapes: {[len(v) for v in vectors]}")
check([item.index for item in embedded.data] == [0, 1, 2], "embedding indices")
check(embedded.model == "all-MiniLM-L6-v2" and embedded.usage.prompt_tokens > 0, f"model/usage: {embedded.model} {embedded.usage}")


def dot(a, b):
    return sum(x * y for x, y in zip(a, b))


check(dot(vectors[0], vectors[1]) > dot(vectors[0], vectors[2]), "similar sentences do not score higher than unrelated ones")
as_floats = client.embeddings.create(model="all-MiniLM-L6-v2", input=sentences[0], encoding_format="float")
check(max(abs(x - y) for x, y in zip(as_floats.data[0].embedding, vectors[0])) < 1e-4, "float and base64 vectors differ")

# response_format json_schema: the content parses and has the schema's keys and types.
schema = {
    "type": "object",
    "properties": {
        "city": {"type": "string", "maxLength": 40},
        "country": {"type": "string", "maxLength": 40},
        "is_capital": {"type": "boolean"},
    },
    "required": ["city", "country", "is_capital"],
    "additionalProperties": False,
}
structured = client.chat.completions.create(
    model="smollm2-135m",
    messages=[{"role": "user", "content": "Describe Paris: city, country, and whether it is a capital."}],
    response_format={"type": "json_schema", "json_schema": {"name": "city", "schema": schema, "strict": True}},
)
content = structured.choices[0].message.content
parsed = json.loads(content)
check(set(parsed) == set(schema["properties"]), f"keys of {content!r}")
check(isinstance(parsed["city"], str) and isinstance(parsed["country"], str) and isinstance(parsed["is_capital"], bool), f"types of {content!r}")
try:
    client.chat.completions.create(model="smollm2-135m", messages=question, response_format={"type": "json_schema", "json_schema": {"name": "x"}})
    check(False, "json_schema without a schema accepted")
except BadRequestError as error:
    check("schema" in str(error), str(error))

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
print(f"openai client: ok ({len(pieces)} streamed chunks, answer {answer!r}, json {content!r})")
