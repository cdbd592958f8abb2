#!/usr/bin/env python3
"""Writes a hand-written `intent | utterance` file as labelled JSON lines for `hearth bench-voice
--spoken` (end of speech → decision and the intent heard) and `hearth eval nlu` (intent, gates).
They are labelled with the intent only: the slots stay empty, and `intent_only` tells the
evaluation not to score them.

    python3 scripts/voice/make-spoken-set.py scripts/voice/handwritten/spoken-fresh-3.txt \
        Tests/Data/voice/spoken-fresh-3.jsonl
"""
import json
import sys

REFERENCE, ZONE = "2026-11-23T09:00:00+01:00", "Europe/Berlin"  # a Monday morning


def main(source, target):
    name = source.rsplit("/", 1)[-1].rsplit(".", 1)[0]
    rows = []
    for number, line in enumerate(open(source, encoding="utf-8"), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        intent, _, utterance = (part.strip() for part in line.partition("|"))
        if not intent or not utterance:
            raise SystemExit(f"{source}:{number}: expected `intent | utterance`")
        rows.append({"utterance": utterance, "reference": REFERENCE, "timezone": ZONE, "intent": intent,
                     "slots": {}, "output": json.dumps({"intent": intent}, separators=(",", ":")),
                     "source": name, "split": "test", "intent_only": True})
    with open(target, "w", encoding="utf-8") as out:
        for row in rows:
            out.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"{target}: {len(rows)} commands")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    main(sys.argv[1], sys.argv[2])
