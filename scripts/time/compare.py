#!/usr/bin/env python3
"""Side by side: Hearth's time resolver and the Python parsers people reach for (dateparser,
parsedatetime, ctparse) on the same time corpora, scored the same way, printed in one table.

usage: compare.py --hearth PATH/TO/hearth CORPUS.jsonl[:CONVENTIONS] ... [--split all|dev|test]

Run it with the venv scripts/setup makes (.deps/venv-time/bin/python, scripts/time/
compare-requirements.txt). Each corpus is JSON lines {"text", "reference", "expected"} in ctparse's
notation (see `hearth eval time --help`); CONVENTIONS (hearth, ctparse, parsedatetime) is what
Hearth is scored under for that corpus (each corpus under its own conventions; the Python parsers
always run with their own). The items are the English ones, the split is the one `hearth eval
time` uses (FNV-1a of the text), and an answer is right when every field the corpus specifies
matches: the same rule as Hearth's evaluator (TimeCorpusEvaluation.swift).

How each parser is asked (its documented entry points, reference time passed in, UTC):
  dateparser     dateparser.parse(text, settings={RELATIVE_BASE, PREFER_DATES_FROM: future})
  parsedatetime  Calendar().parse(text, reference) (evalRanges when the corpus expects an interval)
  ctparse        ctparse.ctparse(text, ts=reference)
"""
import argparse
import datetime
import json
import re
import subprocess
import sys
import time

GERMAN = set("""morgen heute uhr jetzt montag dienstag mittwoch donnerstag freitag samstag sonntag nächste naechste
nächsten am um ab bis vom zum abends morgens mittags nachmittags gestern januar februar märz mai juni juli oktober
dezember des der den dem nach halb viertel abend nacht früh zwischen und zu dieser zeit gerade eben vorgestern mo die
dienstags dez vormittags nachmittag nachts gegen neun tage wochen zwanzig minuten ein monat halbe stunde""".split())


def is_english(text):
    words = [w for w in re.split(r"[^a-zäöüß]+", text.lower()) if w]
    german = any(w in GERMAN or any(w.startswith(p) for p in ("montag", "dienstag", "mittwoch", "sonntag")) for w in words)
    return all(ord(c) < 128 for c in text) and not german


def split_of(text):
    h = 0xCBF29CE484222325
    for b in text.encode("utf-8"):
        h = ((h ^ b) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return "dev" if h % 2 == 0 else "test"


FIELDS = re.compile(r"([0-9X]+)-([0-9X]+)-([0-9X]+) ([0-9X]+):([0-9X]+)(?: \(([^)]*)\))?")


def fields(text):
    m = FIELDS.search(text)
    if not m:
        return None
    values = [None if g == "X" else int(g) for g in m.groups()[:5]]
    pod = None
    if m.group(6):
        pod = m.group(6).split("/")[-1]
        pod = None if pod == "X" else pod
    return values, pod


def parse_expected(text):
    """('none',) | ('time', f) | ('interval', f|None, f|None) | ('duration', minutes_or_key)"""
    if text == "None":
        return ("none",)
    body = text[text.index("{") + 1:text.rindex("}")]
    if text.startswith("Time"):
        return ("time", fields(body))
    if text.startswith("Interval"):
        a, b = body.split(" - ", 1) if ") - " not in body else (body.split(") - ")[0] + ")", body.split(") - ")[1])
        return ("interval", None if a.strip() == "None" else fields(a), None if b.strip() == "None" else fields(b))
    if text.startswith("Duration"):
        n, unit = body.split()
        return ("duration", duration_key(int(n), unit))
    raise ValueError(text)


def duration_key(n, unit):
    unit = unit.rstrip("s")
    if unit == "night":
        return ("night", n)
    minutes = {"second": 1 / 60, "minute": 1, "hour": 60, "day": 1440, "week": 10080, "month": 43200, "year": 525600}[unit]
    return ("minutes", n * minutes)


def match_fields(want, got):
    if want is None:
        return got is None
    if got is None:
        return False
    wv, wpod = want
    gv, gpod = got
    for w, g in zip(wv, gv):
        if w is not None and w != g:
            return False
    return wpod is None or wpod == gpod


def matches(expected, got):
    kind = expected[0]
    if kind == "none":
        return got is None
    if got is None or got[0] != kind:
        return False
    if kind == "time":
        return match_fields(expected[1], got[1])
    if kind == "interval":
        return match_fields(expected[1], got[1]) and match_fields(expected[2], got[2])
    return expected[1] == got[1]


def dt_fields(value):
    return ([value.year, value.month, value.day, value.hour, value.minute], None)


def ask_dateparser(text, reference, expected):
    import dateparser
    value = dateparser.parse(text, settings={"RELATIVE_BASE": reference, "PREFER_DATES_FROM": "future"})
    return None if value is None else ("time", dt_fields(value))


def ask_parsedatetime(text, reference, expected):
    import parsedatetime
    cal = parsedatetime.Calendar()
    if expected[0] == "interval":
        start, end, flag = cal.evalRanges(text, reference.timetuple())
        if flag == 0:
            return None
        return ("interval", (list(start[:5]), None), (list(end[:5]), None))
    value, flag = cal.parse(text, reference.timetuple())
    return None if flag == 0 else ("time", (list(value[:5]), None))


def ask_ctparse(text, reference, expected):
    import ctparse
    result = ctparse.ctparse(text, ts=reference, timeout=2.0)
    if result is None or result.resolution is None:
        return None
    resolution = result.resolution
    kind = type(resolution).__name__
    shown = str(resolution)
    if kind == "Time":
        return ("time", fields(shown))
    if kind == "Interval":
        start = getattr(resolution, "t_from", None)
        end = getattr(resolution, "t_to", None)
        return ("interval", fields(str(start)) if start is not None else None, fields(str(end)) if end is not None else None)
    if kind == "Duration":
        n, unit = shown.split()
        return ("duration", duration_key(int(n), unit))
    return None


PARSERS = [("dateparser 1.5.0", ask_dateparser), ("parsedatetime 2.6", ask_parsedatetime), ("ctparse 0.3.6", ask_ctparse)]


def load(path, split):
    items = []
    for line in open(path, encoding="utf-8"):
        if not line.strip():
            continue
        item = json.loads(line)
        if not (item["language"].lower().startswith("en") if "language" in item else is_english(item["text"])) or (split != "all" and split_of(item["text"]) != split):
            continue
        ref = item["reference"]
        fmt = "%Y-%m-%dT%H:%M:%S" if len(ref) > 16 else "%Y-%m-%dT%H:%M"
        items.append((item["text"], datetime.datetime.strptime(ref, fmt), parse_expected(item["expected"])))
    return items


def hearth_score(binary, path, conventions, split):
    out = subprocess.run([binary, "eval", "time", path, "--conventions", conventions, "--split", split],
                         check=True, capture_output=True, text=True).stdout
    m = re.search(r"(\d+)/(\d+) resolved correctly.*?(\d+)/(\d+) extracted correctly", out)
    return int(m.group(1)), int(m.group(3)), int(m.group(2))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("corpora", nargs="+", help="CORPUS.jsonl[:hearth|ctparse|parsedatetime]")
    parser.add_argument("--hearth", required=True, help="the hearth binary")
    parser.add_argument("--split", default="all", choices=["all", "dev", "test"])
    args = parser.parse_args()
    rows = []
    for spec in args.corpora:
        path, _, conventions = spec.partition(":")
        conventions = conventions or "hearth"
        items = load(path, args.split)
        name = path.rsplit("/", 1)[-1].replace(".jsonl", "")
        resolved, extracted, total = hearth_score(args.hearth, path, conventions, args.split)
        row = {"corpus": name, "n": total, "Hearth (resolved)": resolved, "Hearth (extracted)": extracted}
        for label, ask in PARSERS:
            right = 0
            started = time.perf_counter()
            for text, reference, expected in items:
                try:
                    got = ask(text, reference, expected)
                except Exception:  # a parser that throws on an item gets it wrong
                    got = ("error",)
                right += matches(expected, got)
            row[label] = right
            row[label + " ms"] = (time.perf_counter() - started) * 1000 / max(1, len(items))
        if len(items) != total:
            print(f"warning: {name}: {len(items)} items here, {total} in hearth's count", file=sys.stderr)
        rows.append(row)
    labels = ["Hearth (resolved)", "Hearth (extracted)"] + [label for label, _ in PARSERS]
    print(f"split: {args.split}")
    print("| corpus | items | " + " | ".join(labels) + " |")
    print("|---|---|" + "---|" * len(labels))
    for row in rows:
        cells = [f"{row[label]} ({100 * row[label] / max(1, row['n']):.1f}%)" for label in labels]
        print(f"| {row['corpus']} | {row['n']} | " + " | ".join(cells) + " |")
    print()
    print("Python parsers, mean time per item: " + "; ".join(
        f"{row['corpus']}: " + ", ".join(f"{label} {row[label + ' ms']:.2f} ms" for label, _ in PARSERS) for row in rows))


if __name__ == "__main__":
    main()
