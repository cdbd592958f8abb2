#!/usr/bin/env python3
"""Builds Hearth's labelled voice-command set (JSONL) from templates and home-assistant-intents.

usage: make-nlu-set.py HA_EN_JSON > Sources/HearthVoice/Resources/nlu-examples.jsonl

Gold times are computed here with Python's datetime (independently of the Swift resolver), using
the conventions documented in TimeResolver.swift. Deterministic (seeded); the split is by a hash
of the utterance: 50% train, 20% dev, 30% test.
"""
import hashlib, json, random, re, sys
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

rng = random.Random(7)
REFS = [("2026-11-23T10:00", "Europe/Berlin"), ("2026-03-05T16:30", "America/New_York"), ("2026-07-18T08:15", "Asia/Tokyo")]

def ref_dt(ref):
    return datetime.fromisoformat(ref[0]).replace(tzinfo=ZoneInfo(ref[1]))

def at(d, h, m=0):
    return d.replace(hour=h, minute=m, second=0, microsecond=0)

def next_weekday(d, wd):  # Monday=0; strictly after today
    delta = (wd - d.weekday()) % 7 or 7
    return d + timedelta(days=delta)

def next_named(d, wd):  # "next <weekday>": the coming one, or a week later if it is still this week
    t = next_weekday(d, wd)
    return t + timedelta(days=7) if (t - d).days < 7 - d.weekday() and t.isocalendar()[1] == d.isocalendar()[1] else t

def nth(d, day):
    t = d.replace(day=day)
    if t.date() < d.date():
        y, m = (d.year + 1, 1) if d.month == 12 else (d.year, d.month + 1)
        t = t.replace(year=y, month=m)
    return t

def clock_today(d, h, m=0):
    t = at(d, h, m)
    return t if t > d else t + timedelta(days=1)

TIMES = [
    ("tomorrow at 7", lambda d: at(d + timedelta(days=1), 7)),
    ("tomorrow at seven pm", lambda d: at(d + timedelta(days=1), 19)),
    ("tomorrow at 6:30 pm", lambda d: at(d + timedelta(days=1), 18, 30)),
    ("tomorrow morning", lambda d: at(d + timedelta(days=1), 9)),
    ("tonight", lambda d: at(d, 20)),
    ("this evening", lambda d: at(d, 19)),
    ("in half an hour", lambda d: d + timedelta(minutes=30)),
    ("in 20 minutes", lambda d: d + timedelta(minutes=20)),
    ("in twenty minutes", lambda d: d + timedelta(minutes=20)),
    ("in two hours", lambda d: d + timedelta(hours=2)),
    ("in 3 days", lambda d: d + timedelta(days=3)),
    ("at 19:00", lambda d: clock_today(d, 19)),
    ("at 21:15", lambda d: clock_today(d, 21, 15)),
    ("next monday morning", lambda d: at(next_named(d, 0), 9)),
    ("on friday at 3 pm", lambda d: at(next_weekday(d, 4), 15)),
    ("on saturday at noon", lambda d: at(next_weekday(d, 5), 12)),
    ("on wednesday at ten am", lambda d: at(next_weekday(d, 2), 10)),
    ("on the 3rd", lambda d: at(nth(d, 3), 9)),
    ("on the twelfth at 4", lambda d: at(nth(d, 12), 16)),
    ("next tuesday at 11", lambda d: at(next_named(d, 1), 11)),
    ("thursday evening", lambda d: at(next_weekday(d, 3), 19)),
]
TASKS = ["call John", "buy milk", "water the plants", "pay the electricity bill", "pick up the kids",
         "take my medicine", "book the dentist", "send the report to Anna", "renew my passport", "feed the cat",
         "check the oven", "call mum back"]
EVENTS = ["meeting with Sarah", "dentist appointment", "team standup", "lunch with Tom", "yoga class",
          "parent teacher conference", "project review", "dinner with my parents", "haircut", "call with the bank"]
DURATIONS = [("for 45 minutes", 45), ("for an hour", 60), ("for two hours", 120), ("for thirty minutes", 30), ("for 90 minutes", 90)]
NOTES = ["the wifi password is on the fridge", "buy more coffee filters", "ideas for the birthday party",
         "the plumber charges 80 euros an hour", "parking spot is level 3 row B", "gift idea for dad a new wallet",
         "the meeting room code is 4411", "remember to ask about the invoice", "book title The Overstory"]
PEOPLE = ["John", "Anna", "Sarah", "Tom", "Maria", "David"]
SUBJECTS = ["the invoice", "dinner on friday", "the project deadline", "the holiday photos", "next week"]
BODIES = ["I will be late today", "the report is ready", "can we move our call", "thanks for the help", "see you tomorrow"]
NOISE_SWAPS = {"write": "right", "meet": "meat", "buy": "by", "two": "to", "for": "four", "son": "sun"}
CHITCHAT = ["what's the capital of France", "tell me a joke", "how are you today", "what is two plus two",
            "who won the game last night", "thank you", "never mind", "what can you do", "sing me a song"]

def iso(t):
    return t.isoformat(timespec="seconds")

def out(obj):
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False)

def noisy(text):
    words = re.sub(r"[^\w\s:']", "", text.lower()).split()
    words = [w for w in words if not (w in ("the", "a", "to", "please", "my") and rng.random() < 0.5)]
    words = [NOISE_SWAPS.get(w, w) if rng.random() < 0.3 else w for w in words]
    return " ".join(words)

examples = []

def add(utt, ref, intent, slots, output, source="template"):
    examples.append(dict(utterance=utt, reference=iso(ref_dt(ref)), timezone=ref[1], intent=intent,
                         slots=slots, output=out(output), source=source))

def pick(xs):
    return xs[rng.randrange(len(xs))]

for i in range(70):
    ref = pick(REFS); d = ref_dt(ref); when, fn = pick(TIMES); task = pick(TASKS)
    tpl = pick(["remind me {w} to {t}", "set a reminder to {t} {w}", "remind me to {t} {w}",
                "don't let me forget to {t} {w}", "can you remind me {w} to {t}", "reminder {t} {w}"])
    utt = tpl.format(w=when, t=task)
    title, source = task, "template"
    if i % 4 == 3:
        utt = noisy(utt); source = "asr-noise"
        title = noisy_title = None
    if source == "asr-noise":
        # The title is what was said: find the task words in the noisy utterance.
        rest = utt.replace(when.lower(), " ").split()
        drop = {"remind", "me", "set", "reminder", "dont", "don't", "let", "forget", "can", "you", "to", "a", "two", "four"}
        title = " ".join(w for w in rest if w not in drop)
    add(utt, ref, "add_reminder", {"title": title, "datetime_point": iso(fn(d))},
        {"intent": "add_reminder", "title": title, "when": when}, source)

for i in range(60):
    ref = pick(REFS); d = ref_dt(ref); when, fn = pick(TIMES); event = pick(EVENTS)
    use_duration = i % 2 == 0
    dur_text, dur = pick(DURATIONS)
    tpl = pick(["schedule a {e} {w}", "add {e} to my calendar {w}", "put {e} in the calendar {w}",
                "create an event {e} {w}", "book {e} {w}", "new calendar event {e} {w}"])
    utt = tpl.format(e=event, w=when)
    slots = {"title": event}
    if use_duration:
        utt += " " + dur_text
        start = fn(d)
        slots["datetime_range"] = iso(start) + "/" + iso(start + timedelta(minutes=dur))
        slots["duration_min"] = str(dur)
    else:
        slots["datetime_point"] = iso(fn(d))
    add(utt, ref, "create_event", slots,
        {"intent": "create_event", "title": event, "when": when, "duration_min": dur if use_duration else None})

for i in range(40):
    ref = pick(REFS); note = pick(NOTES)
    tpl = pick(["take a note {n}", "note that {n}", "write down {n}", "make a note {n}", "jot down {n}", "new note {n}"])
    utt = tpl.format(n=note)
    add(utt, ref, "create_note", {"title": note}, {"intent": "create_note", "title": note})

for i in range(35):
    ref = pick(REFS); person = pick(PEOPLE)
    if i % 2 == 0:
        utt = pick(["read my emails", "do I have any new email", "check my inbox", "read my latest messages in my inbox",
                    "any new mail"])
        add(utt, ref, "read_email", {}, {"intent": "read_email", "email_from": None})
    else:
        utt = pick(["read the latest email from {p}", "any emails from {p}", "what did {p} email me",
                    "read me the mail from {p}"]).format(p=person)
        add(utt, ref, "read_email", {"email_from": person}, {"intent": "read_email", "email_from": person})

for i in range(45):
    ref = pick(REFS); person = pick(PEOPLE); subject = pick(SUBJECTS); body = pick(BODIES)
    kind = i % 3
    if kind == 0:
        utt = pick(["send an email to {p} saying {b}", "email {p} saying {b}", "tell {p} by email that {b}"]).format(p=person, b=body)
        add(utt, ref, "send_email", {"email_to": person, "email_body": body},
            {"intent": "send_email", "email_to": [person], "email_subject": None, "email_body": body})
    elif kind == 1:
        utt = pick(["email {p} about {s}", "send {p} an email about {s}", "write an email to {p} about {s}"]).format(p=person, s=subject)
        add(utt, ref, "send_email", {"email_to": person, "email_subject": subject},
            {"intent": "send_email", "email_to": [person], "email_subject": subject, "email_body": None})
    else:
        utt = "send an email to {p} with subject {s} and say {b}".format(p=person, s=subject, b=body)
        add(utt, ref, "send_email", {"email_to": person, "email_subject": subject, "email_body": body},
            {"intent": "send_email", "email_to": [person], "email_subject": subject, "email_body": body})

# Out-of-domain negatives from home-assistant-intents (Apache-2.0): one expansion per template.
ha = json.load(open(sys.argv[1]))
rules = ha["expansion_rules"]
values = {"area": ["kitchen", "living room", "bedroom", "office"], "name": ["ceiling light", "front door", "TV", "fan"],
          "floor": ["upstairs", "ground floor"], "message": ["dinner is ready"], "item": ["milk", "eggs"],
          "search_query": ["jazz", "the news"], "temperature": ["21"], "brightness": ["50"], "position": ["30"],
          "volume": ["40"], "timer_name": ["pasta"]}

def expand(s, depth=0):
    if depth > 12: return ""
    out, i = [], 0
    while i < len(s):
        c = s[i]
        if c in "([":
            close = {"(": ")", "[": "]"}[c]; level, j = 1, i + 1
            while j < len(s) and level:
                if s[j] in "([": level += 1
                elif s[j] in ")]": level -= 1
                j += 1
            inner = s[i + 1:j - 1]
            parts, level, start = [], 0, 0
            for k, ch in enumerate(inner):
                if ch in "([": level += 1
                elif ch in ")]": level -= 1
                elif ch == "|" and level == 0: parts.append(inner[start:k]); start = k + 1
            parts.append(inner[start:])
            if c == "[" and rng.random() < 0.5: i = j; continue
            out.append(expand(pick(parts), depth + 1)); i = j
        elif c == "<":
            j = s.index(">", i); out.append(expand(rules.get(s[i + 1:j], ""), depth + 1)); i = j + 1
        elif c == "{":
            j = s.index("}", i); name = s[i + 1:j].split(":")[0]
            lst = ha["lists"].get(name, {})
            vals = [v["in"] if isinstance(v, dict) else v for v in lst.get("values", [])] if isinstance(lst, dict) else []
            vals = [v for v in vals if isinstance(v, str)]
            if name in values: v = pick(values[name])
            elif vals: v = pick(vals)
            elif isinstance(lst, dict) and "range" in lst: lo = lst["range"].get("from", 1); v = str(rng.randint(lo, max(lo, min(lst["range"].get("to", 10), 60))))
            else: v = "kitchen"
            out.append(expand(v, depth + 1)); i = j + 1
        else:
            out.append(c); i += 1
    return re.sub(r"\s+", " ", "".join(out)).strip()

ha_utts = []
for name, intent in sorted(ha["intents"].items()):
    for block in intent["data"]:
        for s in block["sentences"]:
            ha_utts.append(expand(s))
rng.shuffle(ha_utts)
seen = set()
for utt in ha_utts:
    if len(seen) >= 70: break
    if not utt or utt in seen or re.search(r"remind|calendar|email|note", utt): continue
    seen.add(utt)
    add(utt, pick(REFS), "none", {}, {"intent": "none"}, "home-assistant-intents")
for utt in CHITCHAT:
    add(utt, pick(REFS), "none", {}, {"intent": "none"})

for e in examples:
    h = int(hashlib.sha256(e["utterance"].encode()).hexdigest()[:8], 16) % 10
    e["split"] = "train" if h < 5 else "dev" if h < 7 else "test"
uniq = {}
for e in examples:
    uniq.setdefault(e["utterance"], e)
for e in uniq.values():
    print(json.dumps(e, ensure_ascii=False))
