#!/usr/bin/env python3
"""Turns parsedatetime's English test suite (parsedatetime==2.6 sdist, Apache-2.0, tests/) into
time-corpus JSON lines, the form `hearth eval time` reads:

  {"text": "next friday at 1pm", "reference": "2026-11-25T14:37:00", "expected": "Time[]{2026-12-04 13:00 (X/X)}", "source": "TestSimpleOffsets.testOffsetAfterNoon"}

usage: parsedatetime-to-jsonl.py PARSEDATETIME_SDIST_DIR > parsedatetime-corpus.jsonl

parsedatetime's tests compute their expected values from the current time, so the test modules
are run (from the pinned, hashed sdist, in this process) with the clock frozen at one reference
time in UTC and their assertion helper replaced by a recorder: every assertion on a parse becomes
one item (the text parsed, the reference it was parsed against, the value the test expects), and
no assertion can fail. parsedatetime's own result is never used.

How its expectations map to ctparse's notation (X = a field the expression leaves open):
  flag 1 (a date)             -> Time[]{Y-M-D X:X}
  flag 2 (a time)             -> Time[]{X-X-X h:m} when it is the reference's day, else the full date
  flag 3 (a date and a time)  -> Time[]{Y-M-D h:m}
  flag 0 (no time in it)      -> None
  evalRanges (start, end, f)  -> Interval[]{... - ...}
  nlp (sentences)             -> one item per sentence with one time in it, and one per found phrase
Tests of other locales (de_DE, fr_FR, ru_RU, pt_BR, es, nl_NL) are left out; en_AU items carry
"locale": "en_AU" (day-first numeric dates). Tests that exercise parsedatetime's own options
(TestAlternativeAbbreviations, TestContext, TestDelta, TestInc, TestConvertUnitAsWords,
TestStartTimeFromSourceTime) are left out: they test the library, not the language.
"""
import datetime
import importlib
import json
import os
import sys
import time
import unittest

root = os.path.abspath(sys.argv[1])
sys.path.insert(0, root)
os.environ["TZ"] = "UTC"
time.tzset()

# The reference: a Wednesday afternoon (weekday-, am/pm- and month-end-sensitive tests all resolve).
FIXED = datetime.datetime(2026, 11, 25, 14, 37, 0)
FIXED_TS = (FIXED - datetime.datetime(1970, 1, 1)).total_seconds()

_localtime = time.localtime
time.time = lambda: FIXED_TS
time.localtime = lambda secs=None: _localtime(FIXED_TS if secs is None else secs)


class FrozenDateTime(datetime.datetime):
    @classmethod
    def now(cls, tz=None):
        return cls(FIXED.year, FIXED.month, FIXED.day, FIXED.hour, FIXED.minute, FIXED.second, tzinfo=tz)

    @classmethod
    def today(cls):
        return cls.now()

    @classmethod
    def utcnow(cls):
        return cls.now()


class FrozenDate(datetime.date):
    @classmethod
    def today(cls):
        return cls(FIXED.year, FIXED.month, FIXED.day)


datetime.datetime = FrozenDateTime
datetime.date = FrozenDate

import parsedatetime as pdt  # noqa: E402  (after the clock is frozen)
from tests import utils  # noqa: E402

calls = []  # (kind, text, source struct_time, locale)
depth = [0]


def _wrap(name, kind):
    original = getattr(pdt.Calendar, name)

    def recorder(self, text, sourceTime=None, *args, **kwargs):
        source = sourceTime
        if isinstance(source, datetime.datetime):
            source = source.timetuple()
        if depth[0] == 0:  # only the call the test made, not the ones parsedatetime makes inside it
            calls.append((kind, text, source if source is not None else FIXED.timetuple(), getattr(self.ptc, "localeID", "en_US")))
        depth[0] += 1
        try:
            return original(self, text, sourceTime, *args, **kwargs)
        finally:
            depth[0] -= 1

    setattr(pdt.Calendar, name, recorder)


_wrap("parse", "parse")
_wrap("evalRanges", "ranges")
_wrap("nlp", "nlp")

items = []
current_test = [""]


def fmt(tt):
    return "%04d-%02d-%02d %02d:%02d" % tuple(tt[:5])


def as_tt(value):
    if isinstance(value, datetime.datetime):
        return value.timetuple()
    return value


def point(tt, flag, source):
    tt = as_tt(tt)
    if flag == 1:
        return "%04d-%02d-%02d X:X (X/X)" % tuple(tt[:3])
    if flag == 2 and tuple(tt[:3]) == tuple(source[:3]):
        return "X-X-X %02d:%02d (X/X)" % tuple(tt[3:5])
    return fmt(tt) + " (X/X)"


def record(result, check):
    if not calls:
        return
    kind, text, source, locale = calls[-1]
    reference = "%04d-%02d-%02dT%02d:%02d:%02d" % tuple(source[:6])
    base = {"reference": reference, "source": current_test[0]}
    if locale != "en_US":
        base["locale"] = locale
    if kind == "parse" and isinstance(check, tuple) and len(check) == 2:
        target, flag = check
        expected = "None" if flag == 0 else "Time[]{%s}" % point(target, flag, source)
        items.append(dict(text=text, expected=expected, **base))
    elif kind == "ranges" and isinstance(check, tuple) and len(check) == 3:
        start, end, flag = check
        if flag == 0:
            items.append(dict(text=text, expected="None", **base))
        else:
            items.append(dict(text=text, expected="Interval[]{%s - %s}" % (point(start, flag, source), point(end, flag, source)), **base))
    elif kind == "nlp":
        if check is None:
            items.append(dict(text=text, expected="None", **base))
            return
        found = list(check)
        if len(found) == 1:
            value, flag = found[0][0], found[0][1]
            items.append(dict(text=text, expected="Time[]{%s}" % point(value, flag, source), **base))
        for entry in found:
            value, flag, phrase = entry[0], entry[1], entry[4]
            items.append(dict(text=phrase, expected="Time[]{%s}" % point(value, flag, source), **base))


def recording_comparator(comparator):
    def decorated(self, result, check, *args, **kwargs):
        record(result, check)

    return decorated


utils.assertEqualWithComparator = recording_comparator

modules = ["TestAustralianLocale", "TestComplexDateTimes", "TestErrors", "TestMultiple", "TestNlp", "TestPhrases",
           "TestRanges", "TestSimpleDateTimes", "TestSimpleOffsets", "TestSimpleOffsetsHours", "TestSimpleOffsetsNoon",
           "TestUnits", "TestLocaleBase"]


class Result(unittest.TestResult):
    def startTest(self, test):
        current_test[0] = test.id().replace("tests.", "").replace(".test.", ".")
        del calls[:]
        super().startTest(test)


for name in modules:
    module = importlib.import_module("tests." + name)
    suite = unittest.defaultTestLoader.loadTestsFromModule(module)
    suite.run(Result())

seen = set()
for item in items:
    key = (item["text"], item["reference"], item["expected"], item.get("locale"))
    if key in seen or not item["text"].strip():
        continue
    if item.get("locale", "en_US") not in ("en_US", "en_AU"):
        continue
    seen.add(key)
    item["language"] = "en"  # every item kept is English: no guessing by words ("11 AM" is not German "am")
    print(json.dumps(item, ensure_ascii=False))
