#!/usr/bin/env python3
"""Load benchmark for `hearth serve`: N concurrent streaming clients on loopback.

For each concurrency level it starts N clients at once, each streaming one chat completion, and
reports aggregate tokens/s (all completion tokens / wall time), per-client decode tokens/s (mean),
TTFT p50/p95, 429 rejections, and the server's peak memory (from /api/status). Standard library
only.

    python3 Benchmarks/load.py --url http://127.0.0.1:8080 --clients 1,4,8,32 --max-tokens 128
"""
import argparse
import http.client
import json
import statistics
import threading
import time
import urllib.parse


def one_client(url, body, key, result):
    parts = urllib.parse.urlsplit(url)
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=3600)
    headers = {"Content-Type": "application/json"}
    if key:
        headers["Authorization"] = f"Bearer {key}"
    start = time.perf_counter()
    connection.request("POST", "/v1/chat/completions", body=body, headers=headers)
    response = connection.getresponse()
    result["status"] = response.status
    if response.status != 200:
        response.read()
        return
    first = None
    tokens = 0
    buffer = b""
    while True:
        line = response.readline()
        if not line:
            break
        line = line.strip()
        if not line.startswith(b"data: ") or line == b"data: [DONE]":
            continue
        chunk = json.loads(line[6:])
        choice = (chunk.get("choices") or [{}])[0]
        if (choice.get("delta") or {}).get("content") and first is None:
            first = time.perf_counter()
        if chunk.get("usage"):
            tokens = chunk["usage"]["completion_tokens"]
    end = time.perf_counter()
    result.update(ttft=(first or end) - start, tokens=tokens, seconds=end - start,
                  decode_rate=(tokens - 1) / (end - first) if first and end > first and tokens > 1 else 0.0)


def status(url, key):
    parts = urllib.parse.urlsplit(url)
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=60)
    connection.request("GET", "/api/status", headers={"Authorization": f"Bearer {key}"} if key else {})
    return json.loads(connection.getresponse().read())


def percentile(values, p):
    if not values:
        return float("nan")
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--url", default="http://127.0.0.1:8080")
    parser.add_argument("--clients", default="1,4,8,32", help="comma-separated concurrency levels")
    parser.add_argument("--max-tokens", type=int, default=128)
    parser.add_argument("--prompt", default="Write a short story about a lighthouse keeper.")
    parser.add_argument("--api-key", default=None)
    parser.add_argument("--json", action="store_true", help="print one JSON object per level")
    args = parser.parse_args()

    body = json.dumps({"messages": [{"role": "user", "content": args.prompt}], "max_tokens": args.max_tokens,
                       "temperature": 0.7, "seed": 1, "stream": True})
    print(f"model {status(args.url, args.api_key)['model']}, max_tokens {args.max_tokens}")
    if not args.json:
        print(f"{'clients':>7} {'agg tok/s':>9} {'client tok/s':>12} {'ttft p50':>8} {'ttft p95':>8} {'429s':>4} {'peak MiB':>8} {'wall s':>7}")
    baseline = None
    for count in [int(c) for c in args.clients.split(",")]:
        results = [{} for _ in range(count)]
        threads = [threading.Thread(target=one_client, args=(args.url, body, args.api_key, r)) for r in results]
        start = time.perf_counter()
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        wall = time.perf_counter() - start
        done = [r for r in results if r.get("status") == 200]
        rejected = sum(1 for r in results if r.get("status") == 429)
        tokens = sum(r["tokens"] for r in done)
        aggregate = tokens / wall if wall > 0 else 0.0
        baseline = baseline or aggregate
        ttfts = [r["ttft"] for r in done]
        row = {
            "clients": count, "aggregate_tokens_per_second": aggregate,
            "per_client_tokens_per_second": statistics.mean([r["decode_rate"] for r in done]) if done else 0.0,
            "ttft_p50": percentile(ttfts, 50), "ttft_p95": percentile(ttfts, 95), "rejections": rejected,
            "failures": count - len(done) - rejected,
            "peak_memory_mib": status(args.url, args.api_key)["memory"]["peak_bytes"] / 1048576,
            "wall_seconds": wall, "speedup_vs_first_level": aggregate / baseline if baseline else 0.0,
        }
        if args.json:
            print(json.dumps(row))
        else:
            print(f"{count:>7} {aggregate:>9.1f} {row['per_client_tokens_per_second']:>12.1f} {row['ttft_p50']:>8.2f} "
                  f"{row['ttft_p95']:>8.2f} {rejected:>4} {row['peak_memory_mib']:>8.0f} {wall:>7.1f}"
                  + (f"  ({row['failures']} failed)" if row["failures"] else ""))


if __name__ == "__main__":
    main()
