"""Spoken time expressions with their meaning in voicetime's notation.

Each function returns (text as said, notation), drawing its wording from `rng`. The "digits" style
writes numbers the way a transcript with digits would ("at 7:30 pm"); the "words" style spells
them as people say them ("half past seven in the evening", "seven oh five").
"""
from __future__ import annotations

WEEKDAY_NAMES = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
WD = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september",
          "october", "november", "december"]
ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
        "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = {20: "twenty", 30: "thirty", 40: "forty", 50: "fifty", 60: "sixty", 70: "seventy", 80: "eighty", 90: "ninety"}
ORD = {1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth", 7: "seventh", 8: "eighth",
       9: "ninth", 10: "tenth", 11: "eleventh", 12: "twelfth", 13: "thirteenth", 14: "fourteenth",
       15: "fifteenth", 16: "sixteenth", 17: "seventeenth", 18: "eighteenth", 19: "nineteenth", 20: "twentieth",
       21: "twenty first", 22: "twenty second", 23: "twenty third", 24: "twenty fourth", 25: "twenty fifth",
       26: "twenty sixth", 27: "twenty seventh", 28: "twenty eighth"}


def words(n: int) -> str:
    if n < 20:
        return ONES[n]
    tens, one = n - n % 10, n % 10
    return TENS[tens] + ("" if one == 0 else " " + ONES[one])


def ordinal_digits(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def pick(rng, xs):
    return xs[rng.randrange(len(xs))]


# ---- clock times -------------------------------------------------------------------------------

def clock(rng, style: str, day_named: bool, allow_parts: bool = True):
    """A clock time: (text without a leading "at", notation). Parts of day come back with no "at"."""
    kind = rng.random()
    if allow_parts and kind < 0.12:
        part = pick(rng, ["noon", "midnight", "noon"])
        return part, part
    h = rng.randint(1, 12)
    m = pick(rng, [0, 0, 0, 0, 30, 30, 15, 45, 5, 10, 20, 40])
    if style == "words":
        return clock_words(rng, h, m)
    ampm = rng.random()
    mm = "" if m == 0 and rng.random() < 0.7 else f":{m:02d}"
    if ampm < 0.35:
        if h == 12:
            return "12" + (mm or ":00") + " pm", f"12:{m:02d}p"
        return f"{h}{mm}", f"{h}:{m:02d}"
    if ampm < 0.85:
        suffix = "pm" if h == 12 else pick(rng, ["am", "pm"])
        sep = pick(rng, [" ", " ", ""])
        said = pick(rng, [suffix, suffix, suffix[0] + "." + suffix[1] + "."])
        return f"{h}{mm}{sep}{said}", f"{h}:{m:02d}{suffix[0]}"
    h24 = h + 12 if h < 12 else h  # 24-hour style only where it shows (13:00-23:59, 12:xx)
    return f"{h24}:{m:02d}", f"{h24}:{m:02d}h"


def clock_words(rng, h: int, m: int):
    """Clock time in words: "half past seven", "quarter to nine", "seven oh five", "three pm"."""
    suffix = ""
    note = ""
    r = rng.random()
    if r < 0.3:
        note = pick(rng, ["am", "pm"])
        suffix = " " + pick(rng, [note, note, {"am": "in the morning", "pm": "in the evening"}[note]])
        if note == "pm" and h in (1, 2, 3, 4) and "evening" in suffix:
            suffix = " in the afternoon"
        if note == "am" and h == 12:
            note, suffix = "", ""
        if note == "pm" and h == 12:
            note, suffix = "", ""
    hour_for = h
    if m == 0:
        text = words(h) + pick(rng, ["", "", " o'clock"]) if not suffix or "o'clock" not in suffix else words(h)
    elif m == 30:
        text = pick(rng, [f"half past {words(h)}", f"{words(h)} thirty"])
    elif m == 15:
        text = pick(rng, [f"quarter past {words(h)}", f"a quarter past {words(h)}", f"{words(h)} fifteen"])
    elif m == 45:
        nxt = h % 12 + 1
        if rng.random() < 0.6:
            text = pick(rng, [f"quarter to {words(nxt)}", f"a quarter to {words(nxt)}"])
        else:
            text = f"{words(h)} forty five"
    elif m < 10:
        text = f"{words(h)} oh {words(m)}"
    elif m in (10, 20) and rng.random() < 0.5:
        text = f"{words(m)} past {words(h)}"
    elif m in (40, 50) and rng.random() < 0.5:
        nxt = h % 12 + 1
        text = f"{words(60 - m)} to {words(nxt)}"
    else:
        text = f"{words(h)} {words(m)}"
    spec = f"{hour_for}:{m:02d}" + (note[0] if note else "")
    if note == "pm" and hour_for == 12:
        spec = f"12:{m:02d}p"
    return text + suffix, spec


# ---- days --------------------------------------------------------------------------------------

def day(rng, style: str):
    """A day: (text, notation). Text may or may not start with "on"."""
    r = rng.random()
    if r < 0.22:
        return "tomorrow", "tomorrow"
    if r < 0.28:
        return pick(rng, ["the day after tomorrow", "day after tomorrow"]), "after-tomorrow"
    if r < 0.33:
        return pick(rng, ["today", "later today"]), "today"
    if r < 0.55:
        i = rng.randrange(7)
        return pick(rng, ["on " + WEEKDAY_NAMES[i], WEEKDAY_NAMES[i], "this coming " + WEEKDAY_NAMES[i]]), f"wd:{WD[i]}"
    if r < 0.66:
        i = rng.randrange(7)
        return "next " + WEEKDAY_NAMES[i], f"next:{WD[i]}"
    if r < 0.77:
        n = rng.randint(1, 28)
        if style == "words":
            return pick(rng, [f"on the {ORD[n]}", f"the {ORD[n]}"]), f"dom:{n}"
        return pick(rng, [f"on the {ordinal_digits(n)}", f"the {ordinal_digits(n)}"]), f"dom:{n}"
    if r < 0.92:
        mo, n = rng.randint(1, 12), rng.randint(1, 28)
        month = MONTHS[mo - 1]
        if style == "words":
            text = pick(rng, [f"on {month} {ORD[n]}", f"on the {ORD[n]} of {month}", f"{month} {ORD[n]}"])
        else:
            text = pick(rng, [f"on {month} {n}", f"on {month} {ordinal_digits(n)}", f"on the {ordinal_digits(n)} of {month}",
                              f"on {mo}/{n}"])
        return text, f"md:{mo}/{n}"
    n = rng.randint(2, 6)
    if rng.random() < 0.25:
        return pick(rng, ["in a week", "in one week"]), "in:1w"
    return f"in {words(n) if style == 'words' or rng.random() < 0.4 else n} days", f"in:{n}d"


PART_WORDS = {"morning": "morning", "afternoon": "afternoon", "evening": "evening", "night": "night"}


def point(rng, style: str = "digits"):
    """A time point: (text, notation). Mixes days, clocks, parts of day and "in N minutes"."""
    r = rng.random()
    if r < 0.16:
        return relative(rng, style)
    if r < 0.26:
        # Parts of the day, with or without a day.
        if rng.random() < 0.35:
            return pick(rng, [("tonight", "today@tonight"), ("this evening", "today@evening"),
                              ("this afternoon", "today@afternoon"), ("tomorrow night", "tomorrow@night")])
        d_text, d_spec = day(rng, style)
        if d_spec.startswith("in:"):
            d_text, d_spec = "tomorrow", "tomorrow"
        part = pick(rng, list(PART_WORDS))
        if d_spec in ("tomorrow", "today") or d_spec.startswith(("wd:", "next:")):
            base = d_text.removeprefix("on ").removeprefix("later ")
            if base == "today":
                base = "this"
            text = pick(rng, [f"{base} {part}", f"{d_text} in the {part}"]) if part != "night" else f"{base} night"
            if base == "this" and part == "night":
                text = "tonight"
                return text, "today@tonight"
        else:
            text = f"{d_text} in the {part}"
        return text, f"{d_spec}@{part}"
    if r < 0.40:
        # A clock time alone.
        c_text, c_spec = clock(rng, style, day_named=False)
        return (c_text if c_text in ("noon", "midnight") and rng.random() < 0.3 else f"at {c_text}"), f"@{c_spec}"
    if r < 0.50:
        d_text, d_spec = day(rng, style)
        return d_text, d_spec
    d_text, d_spec = day(rng, style)
    c_text, c_spec = clock(rng, style, day_named=True)
    at = f"at {c_text}"
    if d_spec.startswith("in:") and not d_spec.endswith("d"):
        return d_text, d_spec
    text = f"{d_text} {at}" if rng.random() < 0.7 else f"{at} {d_text}"
    return text, f"{d_spec}@{c_spec}"


def relative(rng, style: str = "digits"):
    minutes = pick(rng, [5, 10, 15, 20, 25, 30, 30, 40, 45, 60, 60, 90, 120, 120, 180, 240])
    if minutes == 30:
        text = pick(rng, ["in half an hour", "in 30 minutes" if style == "digits" else "in thirty minutes"])
    elif minutes == 60:
        text = pick(rng, ["in an hour", "in one hour"])
    elif minutes == 90:
        text = pick(rng, ["in an hour and a half", "in 90 minutes" if style == "digits" else "in ninety minutes"])
    elif minutes == 15 and rng.random() < 0.4:
        text = "in a quarter of an hour"
    elif minutes >= 120:
        n = minutes // 60
        text = pick(rng, [f"in {words(n)} hours", f"in {n} hours" if style == "digits" else f"in {words(n)} hours"])
        if n == 2 and rng.random() < 0.3:
            text = "in a couple of hours"
    else:
        text = f"in {minutes} minutes" if style == "digits" and rng.random() < 0.6 else f"in {words(minutes)} minutes"
    return text, f"in:{minutes}m"


def duration(rng, style: str = "digits"):
    minutes = pick(rng, [15, 20, 30, 30, 45, 60, 60, 60, 90, 120, 120, 180])
    if minutes == 30:
        text = pick(rng, ["half an hour", "30 minutes" if style == "digits" else "thirty minutes"])
    elif minutes == 60:
        text = pick(rng, ["an hour", "one hour", "1 hour" if style == "digits" else "an hour"])
    elif minutes == 90:
        text = pick(rng, ["an hour and a half", "90 minutes" if style == "digits" else "ninety minutes",
                          "one and a half hours"])
    elif minutes >= 120:
        n = minutes // 60
        text = f"{n} hours" if style == "digits" and rng.random() < 0.5 else f"{words(n)} hours"
    else:
        text = f"{minutes} minutes" if style == "digits" and rng.random() < 0.5 else f"{words(minutes)} minutes"
    return "for " + text, minutes


def span(rng, style: str = "digits"):
    """An interval with a named day: ("tomorrow from 3 to 5 pm", "tomorrow@3-5p")."""
    d_text, d_spec = day(rng, style)
    while d_spec.startswith("in:"):
        d_text, d_spec = day(rng, style)
    start = rng.randint(8, 17)
    length = pick(rng, [1, 1, 2, 2, 3])
    end = start + length
    startm = pick(rng, [0, 0, 0, 30])

    def show(h24, m, with_suffix):
        h12 = h24 % 12 or 12
        if style == "words":
            t = words(h12) + ("" if m == 0 else " thirty")
        else:
            t = f"{h12}" + ("" if m == 0 else f":{m:02d}")
        if with_suffix:
            t += " " + ("am" if h24 < 12 else "pm")
        return t

    # Say am/pm where the bare-hour rule would read it otherwise.
    def needs(h24):
        h12 = h24 % 12 or 12
        bare = h12 + 12 if 1 <= h12 <= 6 else h12  # a day is named, so 7-11 is am, 12 noon
        return bare != h24

    s_suffix = needs(start) or rng.random() < 0.2
    e_suffix = needs(end) or rng.random() < 0.5
    s_text, e_text = show(start, startm, s_suffix), show(end, 0, e_suffix)
    s_spec = f"{start}:{startm:02d}h"
    e_spec = f"{end}:00h"
    form = rng.random()
    if form < 0.5:
        text = f"{d_text} from {s_text} to {e_text}"
    elif form < 0.75:
        text = f"from {s_text} to {e_text} {d_text}"
    else:
        text = f"{d_text} between {s_text} and {e_text}"
    return text, f"{d_spec}@{s_spec}-{e_spec}"
