#!/usr/bin/env python3
"""Writes 600 hostile or meaningless commands as labelled examples (intent none, split "garbage")
for `hearth eval nlu`: random characters and Unicode, 2,000-5,000-character strings, one command
repeated hundreds of times, runs of numbers, word salad of command words. Seeded, deterministic.

Usage: scripts/voice/make-garbage.py OUT.jsonl
"""
import json
import random
import sys

random.seed(13)
alphabet = "abcdefghijklmnopqrstuvwxyz0123456789 .,;:!?@#$%^&*()[]{}<>/\\|'\"-_=+~`éßøπ中文🙂\u200b\t"
words = ["remind", "me", "at", "dot", "com", "email", "to", "from", "calendar", "note", "tomorrow", "7", "pm",
         "and", "the", "for", "hours", "@", "send", "read"]
rows = []
for i in range(600):
    kind = i % 6
    if kind == 0:
        text = "".join(random.choice(alphabet) for _ in range(random.randint(1, 80)))
    elif kind == 1:
        text = " ".join(random.choice(words) for _ in range(random.randint(1, 40)))
    elif kind == 2:
        text = ("remind me to " * random.randint(50, 300)).strip()
    elif kind == 3:
        text = "".join(chr(random.randint(0x20, 0x2FFF)) for _ in range(random.randint(5, 200)))
    elif kind == 4:
        text = " ".join(str(random.randint(0, 10**9)) for _ in range(random.randint(1, 30)))
    else:
        text = "".join(random.choice("xyz ") for _ in range(random.randint(2000, 5000)))
    rows.append({"utterance": text.strip() or "x", "reference": "2026-11-23T10:00:00+01:00", "timezone": "Europe/Berlin",
                 "intent": "none", "slots": {}, "output": "{\"intent\":\"none\"}", "split": "garbage", "source": "garbage"})
with open(sys.argv[1], "w") as out:
    for row in rows:
        out.write(json.dumps(row) + "\n")
