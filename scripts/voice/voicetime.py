"""Gold times for Hearth's labelled voice-command set, computed from a structured meaning.

The generator and the hand-written files describe each time with a small notation, and this module
turns it into ISO 8601 with the reference's offset, using the conventions that issue 14's resolver
follows (written down once here and in VOICE-EVAL.md):

- a day without a clock time is 09:00 that day; morning 09:00, noon 12:00, afternoon 15:00,
  evening 19:00, tonight 20:00, night 21:00, midnight 00:00 of the next day;
- a bare hour (no am/pm, not 24-hour style): 1-6 is pm; 7-11 is am when a day is named, else the
  next occurrence of that clock time (am or pm) after the reference; 12 is noon;
- a clock time without a day is its next occurrence after the reference (today, else tomorrow);
- "friday" is the next Friday strictly after today; "next friday" is the Friday of the following
  week when this Monday-based week still has a Friday after today, else the coming one;
- numeric dates are en-US month/day; a date without a year is its next occurrence (today counts);
- "in N minutes/hours" is the reference plus N in absolute time (so it crosses a DST change
  correctly); "in N days/weeks" keeps the wall-clock time;
- intervals are [start, end): "from 3 to 5 pm" is 15:00-17:00.

Notation (`t=` in the hand-written files):

    t      := DAY | DAY@CLOCK | @CLOCK | DAY@CLOCK-CLOCK | @CLOCK-CLOCK | in:N(s|m|h|d|w) | in:Nd@CLOCK
              | DAY..DAY (whole days, an all-day event: midnight to the midnight after the last day)
              | DAY@CLOCK..DAY@CLOCK (from one day's clock to another's; CLOCK-CLOCK ending at or before
                its start ends the next day: "from 10 pm to 6 am")
    DAY    := today | tomorrow | after-tomorrow | wd:mon..sun | next:mon..sun | dom:N | md:M/D | ymd:Y/M/D
    CLOCK  := H | H:MM (bare) | Ha | Hp | H:MMa | H:MMp (am/pm) | HH:MMh (24-hour) | noon | midnight
              | morning | afternoon | evening | tonight | night
"""
from __future__ import annotations

import re
from datetime import date, datetime, time, timedelta, timezone
from zoneinfo import ZoneInfo

WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
PARTS = {"morning": 9, "noon": 12, "afternoon": 15, "evening": 19, "tonight": 20, "night": 21}


class TimeSpecError(ValueError):
    pass


def local(day: date, hour: int, minute: int, zone: ZoneInfo) -> datetime:
    """A wall-clock time in `zone`; refuses times that do not exist or happen twice (DST)."""
    naive = datetime.combine(day, time(hour, minute))
    aware = naive.replace(tzinfo=zone)
    back = aware.astimezone(timezone.utc).astimezone(zone)
    if back.replace(tzinfo=None) != naive:
        raise TimeSpecError(f"{naive} does not exist in {zone}")
    if aware.replace(fold=1).utcoffset() != aware.utcoffset():
        raise TimeSpecError(f"{naive} is ambiguous in {zone}")
    return aware


def add_absolute(ref: datetime, minutes: float) -> datetime:
    """Reference plus minutes of real time, shown in the reference's zone."""
    return (ref.astimezone(timezone.utc) + timedelta(minutes=minutes)).astimezone(ref.tzinfo)


def resolve_day(spec: str, ref: datetime) -> date:
    today = ref.date()
    if spec == "today":
        return today
    if spec == "tomorrow":
        return today + timedelta(days=1)
    if spec == "after-tomorrow":
        return today + timedelta(days=2)
    kind, _, arg = spec.partition(":")
    if kind in ("wd", "next"):
        wd = WEEKDAYS.index(arg)
        coming = today + timedelta(days=(wd - today.weekday()) % 7 or 7)
        if kind == "wd":
            return coming
        # "next <day>": skip this week's one when this Monday-based week still has it after today.
        return coming + timedelta(days=7) if wd > today.weekday() else coming
    if kind == "dom":
        n = int(arg)
        y, m = today.year, today.month
        for _ in range(3):
            try:
                d = date(y, m, n)
                if d >= today:
                    return d
            except ValueError:
                pass
            y, m = (y + 1, 1) if m == 12 else (y, m + 1)
        raise TimeSpecError(spec)
    if kind == "ymd":
        y, m, d = (int(x) for x in arg.split("/"))
        return date(y, m, d)
    if kind == "md":
        m, d = (int(x) for x in arg.split("/"))
        candidate = date(today.year, m, d)
        return candidate if candidate >= today else date(today.year + 1, m, d)
    if kind == "in":
        n, unit = int(arg[:-1]), arg[-1]
        return today + timedelta(days=n * (7 if unit == "w" else 1))
    raise TimeSpecError(f"unknown day {spec!r}")


def parse_clock(spec: str):
    """(hour, minute, style, extra_day) where style is 'bare', 'ampm', '24' or 'part'."""
    if spec in PARTS:
        return PARTS[spec], 0, "part", 0
    if spec == "midnight":
        return 0, 0, "part", 1
    m = re.fullmatch(r"(\d{1,2})(?::(\d{2}))?([aph]?)", spec)
    if not m:
        raise TimeSpecError(f"unknown clock {spec!r}")
    h, mi, suffix = int(m.group(1)), int(m.group(2) or 0), m.group(3)
    if suffix == "h":
        return h, mi, "24", 0
    if suffix in ("a", "p"):
        if not 1 <= h <= 12:
            raise TimeSpecError(spec)
        return h % 12 + (12 if suffix == "p" else 0), mi, "ampm", 0
    if not 1 <= h <= 12:
        raise TimeSpecError(spec)
    return h, mi, "bare", 0


def clock_on(day: date | None, spec: str, ref: datetime) -> datetime:
    zone = ref.tzinfo
    h, mi, style, extra = parse_clock(spec)
    if style == "bare":
        if h == 12:
            candidates = [12]
        elif h <= 6:
            candidates = [h + 12]
        elif day is not None:
            candidates = [h]
        else:
            candidates = [h, h + 12]
    else:
        candidates = [h]
    if day is not None:
        return local(day + timedelta(days=extra), candidates[0], mi, zone)
    # No day: the next occurrence after the reference.
    options = []
    for offset in (0, 1, 2):
        for hour in candidates:
            t = local(ref.date() + timedelta(days=offset + extra), hour, mi, zone)
            if t.astimezone(timezone.utc) > ref.astimezone(timezone.utc):
                options.append(t)
    if spec in ("tonight", "evening", "afternoon", "morning", "night") and options[0].date() != ref.date():
        raise TimeSpecError(f"{spec} is already past at {ref}")
    return min(options)


def resolve(spec: str, ref: datetime, duration: int | None = None):
    """Returns (start, end or None) for a `t=` notation; end from a range or a duration."""
    if ".." in spec and "@" in spec:
        # A stretch from one day's clock to another's ("from friday 6 pm to sunday 4 pm").
        (start, _), (end, _) = (resolve(part, ref) for part in spec.split(".."))
        if end <= start:
            raise TimeSpecError(f"range ends before it starts: {spec}")
        return start, end
    if ".." in spec:
        # Whole days, an all-day event: from the first day's midnight to the midnight after the last.
        first, last = (resolve_day(part, ref) for part in spec.split(".."))
        if last < first:
            raise TimeSpecError(f"days run backwards: {spec}")
        return local(first, 0, 0, ref.tzinfo), local(last + timedelta(days=1), 0, 0, ref.tzinfo)
    m = re.fullmatch(r"in:(\d+)([smhdw])(?:@(.+))?", spec)
    if m:
        n, unit, clock = int(m.group(1)), m.group(2), m.group(3)
        if unit in "smh":
            if clock:
                raise TimeSpecError(spec)
            start = add_absolute(ref, n * {"s": 1 / 60, "m": 1, "h": 60}[unit])
        else:
            day = resolve_day(f"in:{n}{unit}", ref)
            start = clock_on(day, clock, ref) if clock else local(day, ref.hour, ref.minute, ref.tzinfo)
        end = add_absolute(start, duration) if duration else None
        return start, end
    day_spec, _, clock = spec.partition("@")
    day = resolve_day(day_spec, ref) if day_spec else None
    end = None
    if not clock:
        if day is None:
            raise TimeSpecError(spec)
        start = local(day, 9, 0, ref.tzinfo)
    elif "-" in clock:
        a, b = clock.split("-")
        start = clock_on(day, a, ref)
        end = clock_on(start.date(), b, ref)
        if end <= start:
            # "from 10 pm to 6 am": the end is the next morning.
            end = clock_on(start.date() + timedelta(days=1), b, ref)
    else:
        start = clock_on(day, clock, ref)
    if duration:
        if end is not None:
            raise TimeSpecError("range and duration")
        end = add_absolute(start, duration)
    return start, end


def iso(t: datetime) -> str:
    return t.isoformat(timespec="seconds")


def slots_for(spec: str | None, ref: datetime, duration: int | None = None, zone: str | None = None) -> dict:
    """The gold time slots: datetime_point, or datetime_range (+ duration_min when said). With `zone`
    (an IANA name: "at 3 pm New York time") the days and clocks are that zone's, the result is shown
    in the reference's offset."""
    if spec is None:
        return {}
    if zone:
        start, end = resolve(spec, ref.astimezone(ZoneInfo(zone)), duration)
        start, end = start.astimezone(ref.tzinfo), end.astimezone(ref.tzinfo) if end else None
    else:
        start, end = resolve(spec, ref, duration)
    # In UTC: two aware times in one zone compare by their wall clocks, fold ignored.
    if start.astimezone(timezone.utc) <= ref.astimezone(timezone.utc):
        raise TimeSpecError(f"{spec} is not after the reference {ref}")
    if end is None:
        return {"datetime_point": iso(start)}
    out = {"datetime_range": iso(start) + "/" + iso(end)}
    if duration:
        out["duration_min"] = str(duration)
    return out


# Reference times: 8 instants across 6 zones, two of them the evening before a DST change.
REFERENCES = [
    ("2026-11-23T10:00", "Europe/Berlin"),        # Monday morning
    ("2026-03-05T16:30", "America/New_York"),     # Thursday afternoon
    ("2026-07-18T08:15", "Asia/Tokyo"),           # Saturday morning
    ("2026-03-07T21:40", "America/New_York"),     # Saturday night; DST starts Sunday 02:00
    ("2026-10-24T19:05", "Europe/Berlin"),        # Saturday evening; DST ends Sunday 03:00
    ("2026-01-14T13:20", "America/Los_Angeles"),  # Wednesday lunchtime
    ("2026-05-29T07:45", "Australia/Sydney"),     # Friday early morning
    ("2026-09-01T11:10", "Asia/Kolkata"),         # Tuesday late morning
]

# References a hand-written set may name by number after those above (ref=8 onwards). The generated
# sets pick only from REFERENCES, so what is added here changes none of them.
FIXED_REFERENCES = REFERENCES + [
    ("2026-11-24T00:40", "Europe/Berlin"),        # Tuesday just after midnight, said on Monday night
    ("2026-11-29T20:30", "Europe/Berlin"),        # Sunday evening, the week's last hours (ref=9)
    ("2026-12-30T16:00", "Europe/Berlin"),        # Wednesday before New Year's Eve (ref=10)
    ("2026-12-04T17:45", "Europe/Berlin"),        # Friday after work (ref=11)
    ("2027-01-30T11:00", "Europe/Berlin"),        # Saturday at the end of January (ref=12)
    ("2026-12-02T05:30", "Europe/Berlin"),        # Wednesday before dawn (ref=13)
    ("2026-12-03T23:20", "Europe/Berlin"),        # Thursday late at night (ref=14)
    ("2026-11-30T08:00", "Pacific/Auckland"),     # Monday morning, while it is still Sunday in UTC (ref=15)
    ("2026-11-29T18:00", "Pacific/Honolulu"),     # Sunday evening, already Monday in UTC (ref=16)
    ("2026-12-31T23:50", "Europe/Berlin"),        # New Year's Eve, ten minutes before midnight (ref=17)
    ("2026-12-10T14:30", "Asia/Kathmandu"),       # Thursday afternoon, 5:45 ahead of UTC (ref=18)
    ("2028-02-29T09:00", "Europe/Berlin"),        # Tuesday, a leap day (ref=19)
    ("2026-12-07T12:00", "Europe/Berlin"),        # Monday at noon (ref=20)
    ("2026-10-25T02:30", "Europe/Berlin"),        # Sunday 02:30 summer time, the hour the clocks repeat, first pass (ref=21)
    ("2026-12-28T09:00", "Europe/Berlin"),        # Monday of ISO week 53, the year's last week (ref=22)
    ("2026-12-12T19:00", "Australia/Sydney"),     # Saturday evening in the southern summer, 11 ahead of UTC (ref=23)
]


def ref_datetime(ref) -> datetime:
    return datetime.fromisoformat(ref[0]).replace(tzinfo=ZoneInfo(ref[1]))
