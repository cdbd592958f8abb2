"""/metrics parses with the Prometheus text parser (prometheus_client from PyPI) and counts what
the server did. Usage: metrics_test.py BASE_URL (after at least one chat completion)."""
import sys
import urllib.request

from prometheus_client.parser import text_string_to_metric_families

base = sys.argv[1].rstrip("/")


def check(condition, message):
    if not condition:
        print("FAIL:", message, file=sys.stderr)
        sys.exit(1)


with urllib.request.urlopen(base + "/metrics", timeout=600) as reply:
    check(reply.headers["Content-Type"].startswith("text/plain; version=0.0.4"), reply.headers["Content-Type"])
    text = reply.read().decode()
families = {f.name: f for f in text_string_to_metric_families(text)}
for name in ["hearth_http_requests", "hearth_tokens", "hearth_time_to_first_token_seconds", "hearth_decode_tokens_per_second",
             "hearth_queue_running", "hearth_queue_waiting", "hearth_resident_model", "hearth_resident_memory_bytes"]:
    check(name in families, f"{name} missing from {sorted(families)}")
requests = {(s.labels["route"], s.labels["status"]): s.value for s in families["hearth_http_requests"].samples if s.name.endswith("_total")}
check(requests.get(("/v1/chat/completions", "200"), 0) >= 1, f"chat requests {requests}")
check(any(status == "400" for _, status in requests), f"no 400 counted: {requests}")
tokens = {s.labels["kind"]: s.value for s in families["hearth_tokens"].samples}
check(tokens["prompt"] > 0 and tokens["completion"] > 0, f"tokens {tokens}")
ttft = {s.name: s.value for s in families["hearth_time_to_first_token_seconds"].samples if s.name.endswith("_count")}
check(ttft["hearth_time_to_first_token_seconds_count"] >= 1, f"ttft {ttft}")
buckets = [s for s in families["hearth_time_to_first_token_seconds"].samples if s.name.endswith("_bucket")]
check([b.value for b in buckets] == sorted(b.value for b in buckets), "histogram buckets are not cumulative")
models = [s.labels["model"] for s in families["hearth_resident_model"].samples]
check(models and models[0] != "none", f"resident model {models}")
print("metrics: ok", len(families), "families")
