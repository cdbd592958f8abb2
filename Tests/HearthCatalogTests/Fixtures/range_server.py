#!/usr/bin/env python3
"""A loopback HTTP server for install tests: serves one file with Range support.

usage: range_server.py FILE [--drop-after N] [--corrupt-at N]
  --drop-after N   the first response closes the connection after N body bytes
  --corrupt-at N   byte N of the file is served flipped (every time)
Prints the port on stdout, then serves until stdin closes.
"""
import http.server, os, sys, threading

path = sys.argv[1]
args = sys.argv[2:]
drop_after = int(args[args.index("--drop-after") + 1]) if "--drop-after" in args else None
corrupt_at = int(args[args.index("--corrupt-at") + 1]) if "--corrupt-at" in args else None
data = bytearray(open(path, "rb").read())
if corrupt_at is not None:
    data[corrupt_at] ^= 0xFF
state = {"dropped": False, "requests": []}


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *a):
        pass

    def do_GET(self):
        start = 0
        rng = self.headers.get("Range")
        state["requests"].append(rng or "")
        if rng and rng.startswith("bytes="):
            start = int(rng[6:].split("-")[0])
            if start >= len(data):
                self.send_response(416)
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            self.send_response(206)
            self.send_header("Content-Range", f"bytes {start}-{len(data) - 1}/{len(data)}")
        else:
            self.send_response(200)
        body = bytes(data[start:])
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Connection", "close")
        self.end_headers()
        if drop_after is not None and not state["dropped"]:
            state["dropped"] = True
            self.wfile.write(body[:drop_after])
            self.wfile.flush()
            self.connection.shutdown(2)
            self.close_connection = True
            return
        self.wfile.write(body)


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
print(server.server_address[1], flush=True)
threading.Thread(target=server.serve_forever, daemon=True).start()
sys.stdin.read()
server.shutdown()
