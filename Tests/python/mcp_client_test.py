"""The Python `mcp` client (PyPI) against Hearth's MCP server, over stdio (`hearth mcp`) and
streamable HTTP (`/mcp` on `hearth serve`).

Usage: mcp_client_test.py stdio HEARTH_BINARY HEARTH_HOME
       mcp_client_test.py http  BASE_URL      HEARTH_HOME
HEARTH_HOME has a document about the guest wifi indexed. Exits non-zero on the first failure.
"""
import asyncio
import json
import os
import sys
from contextlib import asynccontextmanager

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared.exceptions import MCPError

mode, target, home = sys.argv[1], sys.argv[2], sys.argv[3]


def check(condition, message):
    if not condition:
        print(f"FAIL ({mode}):", message, file=sys.stderr)
        sys.exit(1)


def text(result):
    check(result.content and result.content[0].type == "text", f"no text content: {result}")
    return result.content[0].text


def files(kind):
    folder = os.path.join(home, "voice", kind)
    return sorted(os.listdir(folder)) if os.path.isdir(folder) else []


@asynccontextmanager
async def connect():
    if mode == "stdio":
        params = StdioServerParameters(command=target, args=["mcp"], env={**os.environ, "HEARTH_HOME": home})
        async with stdio_client(params) as (read, write):
            async with ClientSession(read, write) as session:
                yield session
    else:
        async with streamable_http_client(target.rstrip("/") + "/mcp") as streams:
            read, write = streams[0], streams[1]
            async with ClientSession(read, write) as session:
                yield session


async def expect_error(session, name, arguments, needle):
    try:
        result = await session.call_tool(name, arguments)
    except MCPError as error:
        check(error.code == -32602, f"{name}({arguments}): code {error.code}")
        check(needle in error.message, f"{name}({arguments}): {error.message!r} does not mention {needle!r}")
        return
    check(False, f"{name}({arguments}) was accepted: {result}")


async def main():
    async with connect() as session:
        info = await session.initialize()
        check(info.server_info.name == "hearth", f"server info {info.server_info}")

        tools = {tool.name: tool for tool in (await session.list_tools()).tools}
        for name in ["search_documents", "ask_documents", "add_reminder", "create_event", "create_note", "draft_email", "read_email", "undo", "confirm_pending"]:
            check(name in tools, f"{name} missing from {sorted(tools)}")
        check("confirm" in tools["add_reminder"].input_schema["properties"], "writes take confirm")
        check(tools["search_documents"].annotations.read_only_hint is True, "search is read-only")

        # Search the indexed document.
        hits = json.loads(text(await session.call_tool("search_documents", {"query": "guest wifi password", "limit": 3})))
        check(hits and "tulip-42" in hits[0]["text"], f"search hits {hits}")

        # A write without confirm waits; nothing is written until confirmed.
        before = files("calendar")
        pending = json.loads(text(await session.call_tool("add_reminder", {"title": "water the plants", "when": "tomorrow at 9am"})))
        check(pending["status"] == "pending" and "water the plants" in pending["description"], f"pending {pending}")
        check(files("calendar") == before, "a pending reminder wrote a file")
        cancelled = json.loads(text(await session.call_tool("confirm_pending", {"pending_id": pending["pending_id"], "confirm": False})))
        check(cancelled["status"] == "cancelled", f"cancel {cancelled}")

        # With confirm: true it runs, shows in tomorrow's calendar, and undo removes it.
        done = json.loads(text(await session.call_tool("add_reminder", {"title": "water the plants", "when": "tomorrow at 9am", "confirm": True})))
        check(done["status"] == "done" and done["id"], f"done {done}")
        created = [f for f in files("calendar") if f not in before]
        check(len(created) == 1 and created[0].startswith("reminder-"), f"calendar files {files('calendar')}")
        resources = {r.uri: r for r in (await session.list_resources()).resources}
        for uri in ["hearth://status", "hearth://documents", "hearth://calendar/today", "hearth://calendar/tomorrow", "hearth://notes"]:
            check(uri in resources, f"{uri} missing from {sorted(resources)}")
        tomorrow = json.loads((await session.read_resource("hearth://calendar/tomorrow")).contents[0].text)
        check(any(item["title"] == "water the plants" and item["kind"] == "reminder" for item in tomorrow), f"tomorrow {tomorrow}")
        documents = json.loads((await session.read_resource("hearth://documents")).contents[0].text)
        check(any(d["name"].endswith("house.md") for d in documents), f"documents {documents}")
        status = json.loads((await session.read_resource("hearth://status")).contents[0].text)
        check(status["backend"] == "llama.cpp", f"status {status}")
        undone = json.loads(text(await session.call_tool("undo", {"id": done["id"]})))
        check(undone["status"] == "undone", f"undo {undone}")
        check(files("calendar") == before, f"undo left {files('calendar')}")

        # Email always asks first: a pending draft, then confirmed into the outbox.
        draft = json.loads(text(await session.call_tool("draft_email", {"to": "ann@example.org", "subject": "Dinner", "body": "See you at 8."})))
        check(draft["status"] == "pending" and files("outbox") == [], f"draft {draft}")
        sent = json.loads(text(await session.call_tool("confirm_pending", {"pending_id": draft["pending_id"], "confirm": True})))
        check(sent["status"] == "done" and len(files("outbox")) == 1, f"confirmed draft {sent} {files('outbox')}")
        json.loads(text(await session.call_tool("undo", {})))
        check(files("outbox") == [], "undo of the draft")

        # Bad arguments are JSON-RPC errors naming the problem; nothing is written.
        await expect_error(session, "add_reminder", {"title": "x"}, "when")
        await expect_error(session, "add_reminder", {"title": 5, "when": "tomorrow"}, "title")
        await expect_error(session, "add_reminder", {"title": "x", "when": "banana"}, "when")
        await expect_error(session, "create_event", {"title": "x", "when": "tomorrow", "duration_min": 0}, "duration_min")
        await expect_error(session, "search_documents", {"query": "wifi", "colour": "red"}, "colour")
        # Absurd whole numbers are refused with the range named (1e20 once trapped converting to Int).
        await expect_error(session, "search_documents", {"query": "wifi", "limit": 1e20}, "from 1 to")
        await expect_error(session, "create_event", {"title": "x", "when": "tomorrow", "duration_min": 1e300}, "duration_min")
        await expect_error(session, "no_such_tool", {}, "no_such_tool")
        await expect_error(session, "confirm_pending", {"pending_id": "nope", "confirm": True}, "nope")
        check(files("calendar") == before, "a bad call wrote something")
        try:
            await session.read_resource("hearth://nowhere")
            check(False, "an unknown resource was read")
        except MCPError as error:
            check("nowhere" in error.message, error.message)
    if mode == "http":
        # A page from elsewhere cannot drive the server (DNS rebinding): its Origin is refused.
        import urllib.request, urllib.error
        body = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "evil", "version": "1"}}}).encode()
        request = urllib.request.Request(target.rstrip("/") + "/mcp", data=body, method="POST", headers={
            "Content-Type": "application/json", "Accept": "application/json, text/event-stream", "Origin": "http://evil.example"})
        try:
            urllib.request.urlopen(request, timeout=600)
            check(False, "a foreign Origin was accepted")
        except urllib.error.HTTPError as error:
            check(error.code == 403, f"foreign Origin: {error.code}")
    print(f"mcp client over {mode}: ok")


asyncio.run(main())
