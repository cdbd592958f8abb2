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
from datetime import datetime, timedelta

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


NUM = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
       "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17,
       "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "ninety": 90}
ORDINAL = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
           "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14, "fifteenth": 15,
           "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19, "twentieth": 20}
DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
          "november", "december"]


def digits(text: str) -> str:
    """Numbers in words to digits, by regular expressions (independent of the generator's code)."""
    t = " " + text.lower() + " "
    t = re.sub(r"\btwenty (first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)\b",
               lambda m: f"{20 + ORDINAL[m.group(1)]}th", t)
    t = re.sub(r"\b(" + "|".join(ORDINAL) + r")\b", lambda m: f"{ORDINAL[m.group(1)]}th", t)
    t = re.sub(r"\b(twenty|thirty|forty|fifty) (one|two|three|four|five|six|seven|eight|nine)\b",
               lambda m: str(NUM[m.group(1)] + NUM[m.group(2)]), t)
    t = re.sub(r"\b(" + "|".join(NUM) + r")\b", lambda m: str(NUM[m.group(1)]), t)
    t = re.sub(r"\ba couple of\b", "2", t)
    t = re.sub(r"\b(a )?quarter of an hour\b", "15 minutes", t)
    t = re.sub(r"\ban hour and a half\b|\b1 and a half hours\b", "90 minutes", t)
    t = re.sub(r"\bhalf an hour\b", "30 minutes", t)
    t = re.sub(r"\b(an|1) hour\b", "60 minutes", t)
    t = re.sub(r"\bhalf past (\d+)", r"\1:30", t)
    t = re.sub(r"\b(a )?quarter past (\d+)", r"\2:15", t)
    t = re.sub(r"\b(a )?quarter to (\d+)", lambda m: f"{int(m.group(2)) - 1 or 12}:45", t)
    t = re.sub(r"\b(\d+) past (\d+)", lambda m: f"{m.group(2)}:{int(m.group(1)):02d}", t)
    t = re.sub(r"(?<!from )\b(\d+) to (\d+)\b(?! (am|pm))(?=.*\b(at|tomorrow|today|on|next)\b|\s*$)",
               lambda m: f"{int(m.group(2)) - 1 or 12}:{60 - int(m.group(1)):02d}" if int(m.group(1)) in (10, 20) else m.group(0), t)
    t = re.sub(r"\b(\d+) oh (\d)\b", r"\1:0\2", t)
    t = re.sub(r"\b(\d{1,2}) (\d{2})\b(?! (hours|minutes|days))", r"\1:\2", t)
    t = t.replace("o'clock", "").replace("a.m.", "am").replace("p.m.", "pm")
    t = re.sub(r"(\d)(am|pm)\b", r"\1 \2", t)
    return re.sub(r"\s+", " ", t).strip()


def conventional(text: str, ref: datetime):
    """The time words rewritten so a parser reads them by Hearth's conventions; (text, days to add)."""
    t = digits(re.sub(r"^(for|around|by) ", "", text.lower()))
    extra_days = 0
    t = re.sub(r"\bthis coming\b", "", t)
    t = re.sub(r"\b(later )?today\b", "today", t)
    t = re.sub(r"(\d(:\d\d)?) in the morning", r"\1 am", t)
    t = re.sub(r"(\d(:\d\d)?) in the (afternoon|evening)", r"\1 pm", t)
    t = t.replace("tonight", "today at 8 pm").replace("this evening", "today at 7 pm")
    t = t.replace("this afternoon", "today at 3 pm").replace("this morning", "today at 9 am")
    for part, clock in (("morning", "9 am"), ("afternoon", "3 pm"), ("evening", "7 pm"), ("night", "9 pm")):
        t = re.sub(rf"\b(in the )?{part}\b", f"at {clock}", t)
    if "midnight" in t:
        t, extra_days = re.sub(r"\b(at )?midnight\b", "", t), 1
        if not re.search(r"\b(today|tomorrow|day|" + "|".join(DAYS + MONTHS) + r"|\d+(st|nd|rd|th)|\d+/\d+)\b", t):
            t = "today"
    t = t.replace("noon", "12 pm")
    day_named = bool(re.search(r"\b(today|tomorrow|day|" + "|".join(DAYS + MONTHS) + r"|\d+(st|nd|rd|th)|\d+/\d+)\b", t))
    # "on the 3rd": this month's, else next month's (a date without a month).
    m = re.search(r"\b(?:on )?the (\d+)(?:st|nd|rd|th)\b(?! of)", t)
    if m and not re.search("|".join(MONTHS), t):
        n = int(m.group(1))
        y, mo = ref.year, ref.month
        if n < ref.day:
            y, mo = (y + 1, 1) if mo == 12 else (y, mo + 1)
        t = t.replace(m.group(0), f"{MONTHS[mo - 1]} {n} {y}")
    # "next friday": this week's is skipped when it is still ahead.
    m = re.search(r"\bnext (" + "|".join(DAYS) + r")\b", t)
    if m:
        wd = DAYS.index(m.group(1))
        ahead = (wd - ref.weekday()) % 7 or 7
        if wd > ref.weekday():
            ahead += 7
        target = ref.date().toordinal() + ahead
        d = datetime.fromordinal(target)
        t = t.replace(m.group(0), f"{MONTHS[d.month - 1]} {d.day} {d.year}")
    # A bare hour: 1-6 pm; 7-11 am when a day is named; 12 noon.
    def bare(m):
        h = int(m.group(2))
        if h == 12:
            return f"{m.group(1)}12{m.group(3) or ':00'} pm"
        if 1 <= h <= 6:
            return f"{m.group(1)}{h}{m.group(3) or ':00'} pm"
        if day_named and 7 <= h <= 11:
            return f"{m.group(1)}{h}{m.group(3) or ':00'} am"
        return m.group(0)
    if not re.search(r"\bin \d+ (minutes|hours)\b", t):
        t = re.sub(r"(\bat |\bfrom |\bbetween |^)(\d{1,2})(:\d\d)?\b(?![:\d]| ?(am|pm|minutes|hours|days|th|st|nd|rd|/))", bare, t)
    if day_named and not re.search(r"\d:\d\d|\d (am|pm)|\bin \d+ (days|weeks?)\b|\bin (a|1) week\b", t) and not extra_days:
        t += " at 9 am"
    t = re.sub(r"\bin (a|1) week\b", "in 7 days", t)
    t = re.sub(r"\b(from|between) (\S+( am| pm)?) (to|and) \S+( am| pm)?", r"at \2", t)
    return re.sub(r"\s+", " ", t).strip(), extra_days


def main():
    rows, agree, agree_conv, total = [], 0, 0, 0
    by_pattern = defaultdict(list)
    for path in sys.argv[1:]:
        for line in open(path, encoding="utf-8"):
            e = json.loads(line)
            # ASR items: the gold time is what was said, so check the words that were said.
            when = e.get("said_when") or e.get("spans", {}).get("when")
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
            # Second look: the words rewritten by Hearth's conventions (parts of day, bare hours, "next",
            # days without a month), then the same parsers; a bare 7-11 without a day may be either.
            text2, extra = conventional(when, ref)
            candidates = [text2]
            if re.search(r"(at |^)(7|8|9|10|11)(:\d\d)?$", text2):
                candidates = [text2 + " am", text2 + " pm"]
            found = []
            for c in candidates:
                for parse in (via_dateparser, via_parsedatetime):
                    try:
                        got = parse(c, ref)
                    except Exception:
                        got = None
                    if got is not None:
                        got = got + timedelta(days=extra)
                        if got > ref:
                            found.append(got)
            if want in found and (len(candidates) == 1 or want == min(x for x in found)):
                agree_conv += 1
                continue
            key = pattern(when)
            by_pattern[key].append(e)
            rows.append("\t".join([key, when, text2, e["reference"], want.isoformat(), dp.isoformat() if dp else "-",
                                   pdt.isoformat() if pdt else "-", e["split"], e["source"]]))
    print("pattern\twhen\trewritten\treference\tgold\tdateparser\tparsedatetime\tsplit\tsource")
    for row in sorted(rows):
        print(row)
    left = total - agree - agree_conv
    print(f"times checked {total}: a parser agrees on the words as said {agree} ({agree / max(1, total):.1%}), "
          f"on the words rewritten by the conventions {agree_conv} more; left for review {left} in "
          f"{len(by_pattern)} patterns", file=sys.stderr)
    for key, items in sorted(by_pattern.items(), key=lambda kv: -len(kv[1]))[:40]:
        print(f"  {len(items):4d}  {key}", file=sys.stderr)


if __name__ == "__main__":
    main()
