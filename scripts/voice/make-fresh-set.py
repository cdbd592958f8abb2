#!/usr/bin/env python3
"""Writes a hand-written, fully labelled fresh set (`intent | utterance | key=value ...`, the format
of handwritten/dev.txt) as labelled JSON lines of its own, outside the train/dev/test files that
make-voice-set.py writes: a held-out set for one change, read once.

    python3 scripts/voice/make-fresh-set.py scripts/voice/handwritten/text-fresh-6.txt \
        Tests/Data/voice/text-fresh-6.jsonl

A third argument names the split written (default test; `dev` for a set developed on, such as
handwritten/drafter-boundaries.txt). Gold times come from voicetime.py, as in the main set. A
command that is already in the bundled train set, dev or test is refused (it would not be
fresh); one already in another fresh set or the boundary set is named in a warning (the fifth and
eighth sets share one with spoken-fresh-3).
"""
import importlib.util
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, HERE)
spec = importlib.util.spec_from_file_location("make_voice_set", os.path.join(HERE, "make-voice-set.py"))
voiceset = importlib.util.module_from_spec(spec)
spec.loader.exec_module(voiceset)

EXISTING = [os.path.join(ROOT, "Sources", "HearthVoice", "Resources", "nlu-examples.jsonl"),
            os.path.join(ROOT, "Tests", "Data", "voice", "nlu-dev.jsonl"),
            os.path.join(ROOT, "Tests", "Data", "voice", "nlu-test.jsonl")]
FOLDER = os.path.join(ROOT, "Tests", "Data", "voice")


def main(source, target, split="test"):
    name = source.rsplit("/", 1)[-1].rsplit(".", 1)[0]
    builder = voiceset.Builder()
    existing = set()
    others = [os.path.join(FOLDER, file) for file in sorted(os.listdir(FOLDER))
              if (file.startswith(("text-fresh-", "spoken-fresh-")) or file == "drafter-boundaries.jsonl")
              and os.path.abspath(os.path.join(FOLDER, file)) != os.path.abspath(target)]
    for path in EXISTING:
        for line in open(path, encoding="utf-8"):
            existing.add(builder.key(json.loads(line)["utterance"]))
    seen_elsewhere = {}
    for path in others:
        for line in open(path, encoding="utf-8"):
            seen_elsewhere.setdefault(builder.key(json.loads(line)["utterance"]), os.path.basename(path))
    commands = [line for line in open(source, encoding="utf-8") if line.strip() and not line.startswith("#")]
    for line in commands:
        utterance = line.split("|")[1].strip()
        if builder.key(utterance) in existing:
            raise SystemExit(f"{source}: {utterance!r} is already in the labelled set")
        if builder.key(utterance) in seen_elsewhere:
            print(f"warning: {source}: {utterance!r} is already in {seen_elsewhere[builder.key(utterance)]}", file=sys.stderr)
    voiceset.handwritten(builder, random.Random(name), split, source, "paraphrase")
    if len(builder.examples) != len(commands):
        raise SystemExit(f"{source}: {len(commands) - len(builder.examples)} commands were not added")
    with open(target, "w", encoding="utf-8") as out:
        for example in builder.examples:
            example["source"] = name if example["source"] == "paraphrase" else example["source"]
            out.write(json.dumps(example, ensure_ascii=False) + "\n")
    print(f"{target}: {len(builder.examples)} commands")


if __name__ == "__main__":
    if len(sys.argv) not in (3, 4):
        raise SystemExit(__doc__)
    main(*sys.argv[1:])
