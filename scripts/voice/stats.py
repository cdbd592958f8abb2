#!/usr/bin/env python3
"""Sizes of the labelled voice-command set per split, intent and source (Markdown, for VOICE-EVAL.md).

usage: stats.py FILE.jsonl...
"""
import json
import sys
from collections import Counter

INTENTS = ["add_reminder", "create_event", "create_note", "read_email", "send_email", "none"]


def main():
    rows = [json.loads(l) for path in sys.argv[1:] for l in open(path, encoding="utf-8") if l.strip()]
    splits = [s for s in ("train", "dev", "test") if any(r["split"] == s for r in rows)]
    by = Counter((r["split"], r["intent"]) for r in rows)
    print("| split | " + " | ".join(INTENTS) + " | all |")
    print("|---" * (len(INTENTS) + 2) + "|")
    for s in splits:
        print(f"| {s} | " + " | ".join(str(by[(s, i)]) for i in INTENTS) + f" | {sum(by[(s, i)] for i in INTENTS)} |")
    print(f"| all | " + " | ".join(str(sum(by[(s, i)] for s in splits)) for i in INTENTS) + f" | {len(rows)} |")
    print()
    sources = sorted({r["source"] for r in rows})
    src = Counter((r["split"], r["source"]) for r in rows)
    print("| source | " + " | ".join(splits) + " |")
    print("|---" * (len(splits) + 1) + "|")
    for so in sources:
        print(f"| {so} | " + " | ".join(str(src[(s, so)]) for s in splits) + " |")
    print()
    for s in splits:
        part = [r for r in rows if r["split"] == s]
        inside = [r for r in part if r["intent"] != "none"]
        not_template = [r for r in part if not r["source"].startswith("template-")]
        ood = [r for r in part if r["source"].startswith("ood-")]
        print(f"- {s}: {len(part)} items, {len(inside)} in domain, {len(part) - len(inside)} none "
              f"({len(ood)} from public out-of-domain sources); not from a template family: "
              f"{len(not_template)} ({len(not_template) / max(1, len(part)):.0%} of all, "
              f"{sum(1 for r in inside if not r['source'].startswith('template-')) / max(1, len(inside)):.0%} of in-domain)")


if __name__ == "__main__":
    main()
