"""Tool calling through the official `openai` client against a running Hearth server, on the real
Qwen2.5-Coder-0.5B model.

Usage: openai_tools_test.py BASE_URL
Exits non-zero with a message on the first failure.
"""
import json
import sys

from openai import OpenAI, BadRequestError

base = sys.argv[1].rstrip("/")
client = OpenAI(base_url=base + "/v1", api_key="unused-on-loopback", max_retries=0, timeout=3600)
MODEL = "qwen2.5-coder-0.5b"

WEATHER = {
    "type": "function",
    "function": {
        "name": "get_weather",
        "description": "Get the current weather in a city.",
        "parameters": {
            "type": "object",
            "properties": {
                "city": {"type": "string", "description": "The city, e.g. Paris"},
                "unit": {"type": "string", "enum": ["celsius", "fahrenheit"]},
            },
            "required": ["city", "unit"],
        },
    },
}
TIME = {
    "type": "function",
    "function": {
        "name": "get_time",
        "description": "Get the current local time in a time zone.",
        "parameters": {
            "type": "object",
            "properties": {"timezone": {"type": "string", "description": "IANA zone, e.g. Europe/Paris"}},
            "required": ["timezone"],
        },
    },
}
TOOLS = [WEATHER, TIME]


def check(condition, message):
    if not condition:
        print("FAIL:", message, file=sys.stderr)
        sys.exit(1)


def conforms(name, arguments):
    """The arguments parse and fit the tool's schema (types, enums, required keys, no extras)."""
    args = json.loads(arguments)
    check(isinstance(args, dict), f"{name} arguments are not an object: {arguments!r}")
    schema = {"get_weather": WEATHER, "get_time": TIME}[name]["function"]["parameters"]
    for key in schema["required"]:
        check(key in args, f"{name} misses {key}: {arguments!r}")
    for key, value in args.items():
        spec = schema["properties"].get(key)
        check(spec is not None, f"{name} has an unknown key {key}: {arguments!r}")
        check(isinstance(value, str), f"{name}.{key} is not a string: {arguments!r}")
        if "enum" in spec:
            check(value in spec["enum"], f"{name}.{key}={value!r} not in {spec['enum']}")
    return args


def streamed(**kwargs):
    """Collects a streamed answer: content, calls (by index), finish reason, and how the calls came."""
    content, calls, finish, argument_chunks, order = "", {}, None, 0, []
    for chunk in client.chat.completions.create(stream=True, **kwargs):
        if not chunk.choices:
            continue
        choice = chunk.choices[0]
        delta = choice.delta
        if delta.content:
            content += delta.content
        for call in delta.tool_calls or []:
            entry = calls.setdefault(call.index, {"id": None, "name": None, "arguments": ""})
            if call.id:
                check(entry["id"] is None, f"call {call.index} got a second id")
                entry["id"] = call.id
                check(call.function.name, "the first chunk of a call has its name")
                entry["name"] = call.function.name
                order.append(("start", call.index))
            if call.function and call.function.arguments:
                check(entry["id"] is not None, "arguments before the call's id and name")
                entry["arguments"] += call.function.arguments
                argument_chunks += 1
                order.append(("args", call.index))
        if choice.finish_reason:
            finish = choice.finish_reason
    return content, [calls[i] for i in sorted(calls)], finish, argument_chunks, order


paris = [{"role": "user", "content": "What is the weather like in Paris right now?"}]

# required, not streamed: a valid call, finish_reason tool_calls, no markup in content.
reply = client.chat.completions.create(model=MODEL, messages=paris, tools=TOOLS, tool_choice="required", temperature=0)
message = reply.choices[0].message
check(reply.choices[0].finish_reason == "tool_calls", f"finish_reason {reply.choices[0].finish_reason}")
check(message.tool_calls and len(message.tool_calls) >= 1, f"no tool calls: {message}")
call = message.tool_calls[0]
check(call.type == "function" and call.id.startswith("call_"), f"call: {call}")
check(call.function.name == "get_weather", f"called {call.function.name}")
args = conforms(call.function.name, call.function.arguments)
check("paris" in args["city"].lower(), f"city: {args}")
check(not message.content or "<tool_call>" not in message.content, f"markup leaked into content: {message.content!r}")
print("required:", call.function.name, call.function.arguments)

# A named tool_choice forces that tool, even when the question is about something else.
reply = client.chat.completions.create(model=MODEL, messages=paris, tools=TOOLS,
                                       tool_choice={"type": "function", "function": {"name": "get_time"}}, temperature=0)
calls = reply.choices[0].message.tool_calls
check(calls and len(calls) == 1 and calls[0].function.name == "get_time", f"named choice: {reply.choices[0].message}")
conforms("get_time", calls[0].function.arguments)
print("named:", calls[0].function.arguments)

# Streamed, required: id and name first, arguments in several pieces, the same call as above.
content, calls, finish, pieces, order = streamed(model=MODEL, messages=paris, tools=TOOLS, tool_choice="required", temperature=0)
check(finish == "tool_calls", f"streamed finish {finish}")
check(len(calls) >= 1 and calls[0]["name"] == "get_weather", f"streamed calls {calls}")
check(pieces >= 2, f"arguments came in {pieces} piece(s)")
check(order[0] == ("start", 0), f"order {order}")
check("<tool_call>" not in content and not content.strip(), f"content {content!r}")
conforms("get_weather", calls[0]["arguments"])
check(json.loads(calls[0]["arguments"]) == args, f"streamed {calls[0]['arguments']} != {args}")

# Streamed, named.
content, calls, finish, pieces, order = streamed(model=MODEL, messages=paris, tools=TOOLS, temperature=0,
                                                 tool_choice={"type": "function", "function": {"name": "get_time"}})
check(finish == "tool_calls" and len(calls) == 1 and calls[0]["name"] == "get_time", f"streamed named {calls} {finish}")
conforms("get_time", calls[0]["arguments"])

# Parallel calls: two cities in one question, one call each; streamed and not.
both = [{"role": "user", "content": "What is the weather in Paris and what is the weather in Tokyo? Call get_weather once for each city."}]
reply = client.chat.completions.create(model=MODEL, messages=both, tools=[WEATHER], tool_choice="required", temperature=0)
calls = reply.choices[0].message.tool_calls
check(calls and len(calls) >= 2, f"parallel: {reply.choices[0].message}")
cities = sorted(conforms(c.function.name, c.function.arguments)["city"].lower() for c in calls)
check(any("paris" in c for c in cities) and any("tokyo" in c for c in cities), f"parallel cities {cities}")
check(len({c.id for c in calls}) == len(calls), "call ids are not unique")
content, scalls, finish, pieces, order = streamed(model=MODEL, messages=both, tools=[WEATHER], tool_choice="required", temperature=0)
check(finish == "tool_calls" and len(scalls) == len(calls), f"streamed parallel {scalls}")
check([json.loads(c["arguments"]) for c in scalls] == [json.loads(c.function.arguments) for c in calls], "streamed parallel differs")
check(order.index(("start", 1)) > max(i for i, o in enumerate(order) if o == ("args", 0)), f"calls interleaved: {order}")
print("parallel:", [c.function.arguments for c in calls])

# parallel_tool_calls false: exactly one call.
reply = client.chat.completions.create(model=MODEL, messages=both, tools=[WEATHER], tool_choice="required",
                                       parallel_tool_calls=False, temperature=0)
check(len(reply.choices[0].message.tool_calls) == 1, f"parallel_tool_calls false: {reply.choices[0].message.tool_calls}")

# A full round trip: call -> tool result -> final answer in words.
first = client.chat.completions.create(model=MODEL, messages=paris, tools=[WEATHER], tool_choice="required", temperature=0)
call = first.choices[0].message.tool_calls[0]
history = paris + [
    first.choices[0].message.model_dump(exclude_none=True),
    {"role": "tool", "tool_call_id": call.id, "content": json.dumps({"city": "Paris", "temperature": 23, "unit": "celsius", "sky": "sunny"})},
]
final = client.chat.completions.create(model=MODEL, messages=history, tools=[WEATHER], temperature=0, max_tokens=80)
answer = final.choices[0].message
check(final.choices[0].finish_reason == "stop", f"final finish {final.choices[0].finish_reason}: {answer}")
check(not answer.tool_calls, f"final answer called again: {answer.tool_calls}")
check("23" in answer.content, f"the answer does not use the tool result: {answer.content!r}")
print("round trip:", answer.content)

# tool_choice none: an answer in words, no calls, no markup.
reply = client.chat.completions.create(model=MODEL, messages=paris, tools=TOOLS, tool_choice="none", temperature=0, max_tokens=40)
check(not reply.choices[0].message.tool_calls and reply.choices[0].finish_reason in ("stop", "length"), f"none: {reply.choices[0]}")
check("<tool_call>" not in reply.choices[0].message.content, "markup with tool_choice none")

# auto: whatever the model decides, calls are well-formed and markup never reaches content.
for stream in (False, True):
    if stream:
        content, calls, finish, _, _ = streamed(model=MODEL, messages=paris, tools=TOOLS, temperature=0, max_tokens=120)
        names = [c["name"] for c in calls]
        arguments = [c["arguments"] for c in calls]
    else:
        reply = client.chat.completions.create(model=MODEL, messages=paris, tools=TOOLS, temperature=0, max_tokens=120)
        content, finish = reply.choices[0].message.content or "", reply.choices[0].finish_reason
        names = [c.function.name for c in reply.choices[0].message.tool_calls or []]
        arguments = [c.function.arguments for c in reply.choices[0].message.tool_calls or []]
    check("<tool_call>" not in content, f"auto leaked markup (stream={stream}): {content!r}")
    for name, argument in zip(names, arguments):
        conforms(name, argument)
    check((finish == "tool_calls") == bool(names), f"auto finish {finish} with calls {names}")
    print(f"auto (stream={stream}):", names or content[:60])

# Cut off inside a call: finish_reason length, the text as content, never a 500.
reply = client.chat.completions.create(model=MODEL, messages=paris, tools=TOOLS, tool_choice="required", temperature=0, max_tokens=6)
check(reply.choices[0].finish_reason == "length" and not reply.choices[0].message.tool_calls, f"cut off: {reply.choices[0]}")
check(reply.choices[0].message.content.startswith("<tool_call>"), f"cut-off text: {reply.choices[0].message.content!r}")

# Bad input: 400s that name what is wrong.
bad = {"type": "function", "function": {"name": "broken", "parameters": {"type": "object", "properties": {"xs": {"type": "array"}}}}}
for tools, choice, needle in [
    ([WEATHER, bad], "auto", "broken"),
    (TOOLS, {"type": "function", "function": {"name": "no_such_tool"}}, "no_such_tool"),
    (TOOLS, "sometimes", "tool_choice"),
    ([{"type": "function", "function": {"name": "has space"}}], "auto", "has space"),
    ([], "required", "required"),
]:
    try:
        client.chat.completions.create(model=MODEL, messages=paris, tools=tools, tool_choice=choice)
        check(False, f"accepted tools={tools} tool_choice={choice}")
    except BadRequestError as error:
        check(needle in str(error), f"error does not name {needle!r}: {error}")

# logprobs: one entry per generated token, top_logprobs alternatives, probabilities <= 1.
reply = client.chat.completions.create(model=MODEL, messages=[{"role": "user", "content": "Say hello."}], temperature=0,
                                       max_tokens=8, logprobs=True, top_logprobs=3)
entries = reply.choices[0].logprobs.content
check(len(entries) == reply.usage.completion_tokens, f"{len(entries)} logprobs for {reply.usage.completion_tokens} tokens")
check("".join(e.token for e in entries) == reply.choices[0].message.content, "logprob tokens do not spell the answer")
for e in entries:
    check(e.logprob <= 0 and len(e.top_logprobs) == 3, f"entry {e}")
    # Greedy: the chosen token is the most likely one.
    check(abs(e.top_logprobs[0].logprob - e.logprob) < 1e-6, f"greedy token is not the top one: {e}")
print("openai tools: ok")
