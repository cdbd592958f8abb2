#!/usr/bin/env python3
"""Cross-checks every gold time of the labelled set against two independent date parsers.

usage: check-times.py FILE.jsonl... > scripts/voice/review/time-check.tsv
  needs dateparser==1.5.0 and parsedatetime==2.6 (scripts/voice/requirements.txt, in a venv).

For each example with a time, the time as said (`spans.when`) goes to dateparser and to
parsedatetime with the example's reference (local wall time). The gold start agrees when either
parser gives the same local date and time. Disagreements are printed as TSV with a pattern key
(digits and names folded) so they can be reviewed by kind; the verdict for each kind is written
in scripts/voice/review/time-review.md. Exit status 0; the summary goes to stderr.
"""
import json
import re
import sys
from collections import Counter, defaultdict
from datetime import datetime

import dateparser
import parsedatetime

CAL = parsedatetime.Calendar(version=parsedatetime.VERSION_CONTEXT_STYLE)
TIME_WORDS = re.compile(r"\b(at|on|for|in|from|to|between|and|around|before|by)\b")


def pattern(text: str) -> str:
    t = text.lower()
    t = re.sub(r"\d+", "N", t)
    t = re.sub(r"\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b", "WD", t)
    t = re.sub(r"\b(january|february|march|april|may|june|july|august|september|october|november|december)\b", "MON", t)
    t = re.sub(r"\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|"
               r"ninety)\b", "W", t)
    return re.sub(r"(W ?)+", "W ", t).strip()


def via_dateparser(text, ref):
    got = dateparser.parse(text, settings={"RELATIVE_BASE": ref, "PREFER_DATES_FROM": "future",
                                           "RETURN_AS_TIMEZONE_AWARE": False, "DATE_ORDER": "MDY"})
    return got


def via_parsedatetime(text, ref):
    got, ctx = CAL.parseDT(text, sourceTime=ref)
    return got if ctx.hasDateOrTime else None


def main():
    rows, agree, total = [], 0, 0
    by_pattern = defaultdict(list)
    for path in sys.argv[1:]:
        for line in open(path, encoding="utf-8"):
            e = json.loads(line)
            when = e.get("spans", {}).get("when")
            gold = e["slots"].get("datetime_point") or (e["slots"].get("datetime_range") or "").split("/")[0]
            if not when or not gold:
                continue
            total += 1
            ref = datetime.fromisoformat(e["reference"]).replace(tzinfo=None)
            want = datetime.fromisoformat(gold).replace(tzinfo=None)
            cleaned = re.sub(r"^(for|around|by) ", "", when.lower())
            try:
                dp = via_dateparser(cleaned, ref)
            except Exception:  # a parser failing is a disagreement, not a crash of the check
                dp = None
            try:
                pdt = via_parsedatetime(cleaned, ref)
            except Exception:
                pdt = None
            if want in (dp, pdt):
                agree += 1
                continue
            key = pattern(when)
            by_pattern[key].append(e)
            rows.append("\t".join([key, when, e["reference"], want.isoformat(), dp.isoformat() if dp else "-",
                                   pdt.isoformat() if pdt else "-", e["split"], e["source"]]))
    print("pattern\twhen\treference\tgold\tdateparser\tparsedatetime\tsplit\tsource")
    for row in sorted(rows):
        print(row)
    print(f"times checked {total}: agree with at least one parser {agree} ({agree / max(1, total):.1%}); "
          f"disagreements {total - agree} in {len(by_pattern)} patterns", file=sys.stderr)
    for key, items in sorted(by_pattern.items(), key=lambda kv: -len(kv[1]))[:40]:
        print(f"  {len(items):4d}  {key}", file=sys.stderr)


if __name__ == "__main__":
    main()
