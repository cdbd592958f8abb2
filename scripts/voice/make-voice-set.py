#!/usr/bin/env python3
"""Builds Hearth's labelled voice-command set (issue 13): train, dev and test, in domain and out.

usage: scripts/voice/make-voice-set.py [--sources DIR]
  DIR (default .deps/voice/sources) holds the unpacked public sources that
  scripts/voice/fetch-sources.sh downloads (pinned, hashed).

Writes (deterministic: seeded, no clock, no network):
  Sources/HearthVoice/Resources/nlu-examples.jsonl   train only (the runtime's prompt examples)
  Tests/Data/voice/nlu-dev.jsonl                     dev: decisions and calibration
  Tests/Data/voice/nlu-test.jsonl                    test: report once, at the end

The first test split (built as "test" below: template family c, its hand-written and ASR items) was
run once on 24 Nov 2026 and its errors were read, so it is spent: its in-domain items and hard
negatives now belong to dev (marked `"spent": "test-1"`), and test is the fresh split written after
that run ("fresh": handwritten/test-fresh.txt and the ASR transcripts of 80 of those commands), plus
the first test's public out-of-domain utterances, which no decision was based on. That fresh split
was run once and read on 25 Nov 2026 too: it joined dev (`"spent": "test-2"`), and test is now the
second fresh split ("fresh2": handwritten/test-fresh-2.txt and its transcripts), run once and read on
6 Dec 2026 (its items joined dev, `"spent": "test-3"`); test is now the third fresh split ("fresh3":
handwritten/test-fresh-3.txt, hand-written only), run once and read on 6 Dec 2026 too (its items
joined dev, `"spent": "test-4"`); the fourth fresh split ("fresh4": handwritten/test-fresh-4.txt,
written before any change of the sixty-second session) was run once and read on 6 Dec 2026 too (its
items joined dev, `"spent": "test-5"`); the fifth fresh split ("fresh5": handwritten/test-fresh-5.txt,
written before any change of the sixty-third session) was run once and read on 6 Dec 2026 too (its
items joined dev, `"spent": "test-6"`); the sixth fresh split ("fresh6": handwritten/test-fresh-6.txt,
written before any change of the sixty-fourth session) was run once and read on 6 Dec 2026 too (its
items joined dev, `"spent": "test-7"`); the seventh fresh split ("fresh7": handwritten/test-fresh-7.txt,
written 7 Dec 2026 before any change of the sixty-fifth session) was run once and read on 7 Dec 2026
too (its items joined dev, `"spent": "test-8"`); the eighth fresh split ("fresh8":
handwritten/test-fresh-8.txt, written 7 Dec 2026 before any change of the sixty-sixth session) was run
once and read on 7 Dec 2026 too (its items joined dev, `"spent": "test-9"`); the ninth fresh split
("fresh9": handwritten/test-fresh-9.txt, written 7 Dec 2026 before any change of the sixty-seventh
session) was run once and read on 7 Dec 2026 too (its items joined dev, `"spent": "test-10"`); the
tenth fresh split ("fresh10": handwritten/test-fresh-10.txt, written 7 Dec 2026 before any change of the
sixty-eighth session) was run once and read on 7 Dec 2026 too (its items joined dev, `"spent":
"test-11"`); the eleventh fresh split ("fresh11": handwritten/test-fresh-11.txt, written 7 Dec 2026
before any change of the sixty-ninth session) was run once and read on 7 Dec 2026 too (its items joined
dev, `"spent": "test-12"`); test is now the twelfth fresh split ("fresh12": handwritten/test-fresh-12.txt,
written 7 Dec 2026 before any change of the seventieth session; hand-written only, no transcripts made
of it) with the same out-of-domain utterances.

Each line is a `LabelledExample` (utterance, reference, timezone, intent, slots, output, source,
split) plus `spans`: every slot as said in the utterance ("when" and "duration" too), for a parser
that copies spans. Gold times come from voicetime.py (the conventions are listed there); the
cross-check against dateparser/parsedatetime is check-times.py.

Sources (the `source` field): template-a/-b/-c (carrier families, one per split), words (numbers
and times as words), spoken-address, missing-words, paraphrase (hand-written, handwritten/*.txt),
asr (speech synthesised and transcribed by Whisper, asr/*.jsonl), hard-negative (hand-written
none), ood-home-assistant, ood-ovos, ood-chatterbot (public out-of-domain utterances).
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ood  # noqa: E402
import pools as P  # noqa: E402
import timephrases as tp  # noqa: E402
import voicetime as vt  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
HERE = os.path.dirname(os.path.abspath(__file__))
FAMILY = {"train": "a", "dev": "b", "test": "c"}

# How many of each kind per split (in domain). Non-template kinds make up >= 40% of dev and test.
PLAN = {
    "train": {"template": 620, "words": 90, "spoken-address": 30, "missing-words": 40},
    "dev": {"template": 150, "words": 40, "spoken-address": 20, "missing-words": 25},
    "test": {"template": 190, "words": 50, "spoken-address": 25, "missing-words": 30},
}
OOD_PLAN = {
    "train": {"ood-home-assistant": 50, "ood-ovos": 40, "ood-chatterbot": 40},
    "dev": {"ood-home-assistant": 80, "ood-ovos": 60, "ood-chatterbot": 60},
    "test": {"ood-home-assistant": 200, "ood-ovos": 170, "ood-chatterbot": 150},
}
INTENT_SHARE = [("add_reminder", 0.30), ("create_event", 0.27), ("create_note", 0.14), ("read_email", 0.12),
                ("send_email", 0.17)]


def pick(rng, xs):
    return xs[rng.randrange(len(xs))]


def compact(obj) -> str:
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False)


def spoken_address(said: str) -> str:
    """"john dot smith at gmail dot com" -> "john.smith@gmail.com" (gold only)."""
    words = said.lower().split()
    out = []
    for w in words:
        out.append({"dot": ".", "at": "@", "underscore": "_", "dash": "-", "hyphen": "-"}.get(w, w))
    return "".join(out)


def recipient_gold(said: str) -> str:
    """An address spelled out ("john dot smith at gmail dot com", or as a recogniser writes it,
    "john.smith at gmail.com") becomes the address; a name stays as said."""
    if re.search(r"\bat\b", said) and re.search(r"\bdot\b|\w\.\w", said):
        return spoken_address(said)
    return said



# Punctuation said aloud, as people dictate ("hi comma I'm late full stop"): a labelled value may
# write the mark where the command says its name.
SPOKEN_MARKS = {",": "comma", ".": "full stop|period|dot", "?": "question mark", "!": "exclamation (?:mark|point)",
                ":": "colon", "-": "dash|hyphen", "(": "open bracket", ")": "close bracket", '"': "quote|unquote|end quote",
                "/": "slash", "&": "ampersand", "%": "percent|per cent", "+": "plus", "#": "number sign|hash|hashtag"}


def fluent(utterance: str) -> str:
    """`utterance` with a word said twice said once ("the the boatyard") and a word broken off
    before it is said whole left out ("s- send", "Mole- with Ratty"): a labelled value of a
    disfluent transcript may be what was meant."""
    current = re.sub(r"(?i)\b[\w']+-\s+", "", utterance)
    while True:
        shorter = re.sub(r"(?i)\b([\w']+)\s+\1\b", r"\1", current)
        if shorter == current:
            return current
        current = shorter


def dictated(value: str, utterance: str) -> bool:
    """Whether `value` is in `utterance` once each punctuation mark in it may be its spoken name."""
    parts = []
    for ch in value:
        if ch in SPOKEN_MARKS:
            parts.append(rf"\s*(?:{SPOKEN_MARKS[ch]}|{re.escape(ch)})?\s*")
        elif ch.isspace():
            parts.append(r"\s*(?:new line|new paragraph)?\s*")
        else:
            parts.append(re.escape(ch))
    return re.search("".join(parts), utterance, re.IGNORECASE) is not None

class Builder:
    def __init__(self):
        self.examples = []
        self.seen = set()

    def key(self, utterance: str) -> str:
        return re.sub(r"[^a-z0-9@]+", " ", utterance.lower()).strip()

    def add(self, split, source, utterance, intent, ref, *, title=None, when=None, t=None, dur=None, dur_said=None,
            to=None, subject=None, body=None, frm=None, repeat=None, zone=None, extra=None):
        """Adds one example; returns False (and adds nothing) when it is a duplicate or its time is invalid."""
        utterance = re.sub(r"\s+", " ", utterance).strip()
        k = self.key(utterance)
        if not utterance or k in self.seen:
            return False
        ref_dt = vt.ref_datetime(ref)
        slots, spans = {}, {}
        output = {"intent": intent}
        try:
            time_slots = vt.slots_for(t, ref_dt, dur, zone) if t else {}
        except vt.TimeSpecError:
            return False
        for name, value in (("title", title), ("when", when), ("duration", dur_said), ("email_subject", subject),
                            ("email_body", body), ("email_from", frm)):
            if value is not None and value.lower() not in utterance.lower() and not dictated(value, utterance) \
                    and value.lower() not in fluent(utterance).lower():
                raise SystemExit(f"span {name}={value!r} is not in {utterance!r}")
            if value is not None:
                spans[name] = value
        if to:
            for name in to:
                if name.lower() not in utterance.lower():
                    raise SystemExit(f"recipient {name!r} is not in {utterance!r}")
            spans["email_to"] = list(to)
        if intent in ("add_reminder", "create_event"):
            slots["title"] = title
            slots.update(time_slots)
            if repeat:
                slots["recurrence"] = repeat
            # The schema holds at most 60 characters of time words (what the model can write); a
            # longer phrase is kept to its first 60, cut back to a whole word. The slots are unchanged.
            output.update(title=title, when=when if when is None or len(when) <= 60 else when[:61].rsplit(" ", 1)[0])
            if intent == "create_event":
                output["duration_min"] = dur
        elif intent == "create_note":
            slots["title"] = title
            output["title"] = title
        elif intent == "read_email":
            if frm:
                slots["email_from"] = recipient_gold(frm)
            output["email_from"] = frm
        elif intent == "send_email":
            slots["email_to"] = ",".join(recipient_gold(x) for x in to)
            if subject:
                slots["email_subject"] = subject
            if body:
                slots["email_body"] = body
            output.update(email_to=list(to), email_subject=subject, email_body=body)
        elif intent != "none":
            raise SystemExit(f"unknown intent {intent}")
        if (t is None) != (when is None):
            raise SystemExit(f"time and its span go together: {utterance!r}")
        example = dict(utterance=utterance, reference=vt.iso(ref_dt), timezone=ref[1], intent=intent, slots=slots,
                       output=compact(output), source=source, split=split)
        if spans:
            example["spans"] = spans
        if extra:
            example.update(extra)
        self.seen.add(k)
        self.examples.append(example)
        return True


NUMBER_WORD = re.compile(r"\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|"
                         r"forty|fifty|ninety|half|quarter|first|second|third|\w+teenth|\w+tieth|\w+th)\b")


def intent_for(rng):
    r, acc = rng.random(), 0.0
    for intent, share in INTENT_SHARE:
        acc += share
        if r < acc:
            return intent
    return INTENT_SHARE[-1][0]


def time_for(rng, style, intent):
    """(when text, notation, duration minutes, duration text) for reminders and events."""
    if intent == "create_event":
        r = rng.random()
        if r < 0.2:
            w, t = tp.span(rng, style)
            return w, t, None, None
        w, t = tp.point(rng, style)
        while t.startswith("in:") and t[-1] in "mh":
            w, t = tp.point(rng, style)  # events "in 20 minutes" are rare; keep them for reminders
        if r < 0.55:
            d_said, d = tp.duration(rng, style)
            return w, t, d, d_said
        return w, t, None, None
    w, t = tp.point(rng, style)
    return w, t, None, None


def templated(b: Builder, rng, split, source, style, intent, attempts=0):
    fam = FAMILY[split]
    ref = pick(rng, vt.REFERENCES)
    people = P.PEOPLE[split]
    if intent == "add_reminder":
        tpl = pick(rng, P.REMINDER_TEMPLATES[fam])
        task = pick(rng, P.TASKS[split])
        if "{w}" not in tpl:
            return style != "words" and b.add(split, source, tpl.format(t=task), intent, ref, title=task)
        w, t, _, _ = time_for(rng, style, intent)
        if style == "words" and not NUMBER_WORD.search(w):
            return False
        return b.add(split, source, tpl.format(t=task, w=w), intent, ref, title=task, when=w, t=t)
    if intent == "create_event":
        tpl = pick(rng, P.EVENT_TEMPLATES[fam])
        event = pick(rng, P.EVENTS[split])
        if "{w}" not in tpl:
            return style != "words" and b.add(split, source, tpl.format(e=event), intent, ref, title=event)
        w, t, d, d_said = time_for(rng, style, intent)
        if style == "words" and not NUMBER_WORD.search(w + " " + (d_said or "")):
            return False
        when_text = w
        if d_said:
            when_text = pick(rng, [f"{w} {d_said}", f"{d_said} {w}"])
        utt = tpl.format(e=event, w=when_text)
        return b.add(split, source, utt, intent, ref, title=event, when=w, t=t, dur=d, dur_said=d_said)
    if intent == "create_note":
        note = pick(rng, P.NOTES[split])
        return b.add(split, source, pick(rng, P.NOTE_TEMPLATES[fam]).format(n=note), intent, ref, title=note)
    if intent == "read_email":
        tpl = pick(rng, P.READ_TEMPLATES[fam])
        p = pick(rng, people)
        return b.add(split, source, tpl.format(p=p), intent, ref, frm=p if "{p}" in tpl else None)
    tpl = pick(rng, P.SEND_TEMPLATES[fam])
    p, q = rng.sample(people, 2)
    s, body = pick(rng, P.SUBJECTS[split]), pick(rng, P.BODIES[split])
    to = [p, q] if "{q}" in tpl else [p]
    return b.add(split, source, tpl.format(p=p, q=q, s=s, b=body), intent, ref, to=to,
                 subject=s if "{s}" in tpl else None, body=body if "{b}" in tpl else None)


def spoken_address_item(b: Builder, rng, split):
    fam = FAMILY[split]
    ref = pick(rng, vt.REFERENCES)
    addr = pick(rng, P.ADDRESSES[split])
    if rng.random() < 0.25:
        tpl = pick(rng, [x for x in P.READ_TEMPLATES[fam] if "{p}" in x])
        return b.add(split, "spoken-address", tpl.format(p=addr), "read_email", ref, frm=addr)
    tpl = pick(rng, [x for x in P.SEND_TEMPLATES[fam] if "{q}" not in x])
    s, body = pick(rng, P.SUBJECTS[split]), pick(rng, P.BODIES[split])
    return b.add(split, "spoken-address", tpl.format(p=addr, s=s, b=body), "send_email", ref, to=[addr],
                 subject=s if "{s}" in tpl else None, body=body if "{b}" in tpl else None)


DROPPABLE = {"the", "a", "an", "my", "to", "at", "on", "for", "me", "please", "some"}


def terse_time(rng, text):
    """Drops "at" and a leading "on" from a time ("on friday at 3 pm" -> "friday 3 pm"), keeping it readable."""
    text = re.sub(r"\bat ", "", text) if rng.random() < 0.9 else text
    return re.sub(r"^on ", "", text)


def drop_words(rng, text, rate):
    words = text.split()
    kept = [w for w in words if not (w.lower() in DROPPABLE and rng.random() < rate)]
    return " ".join(kept) if kept else text


# Terse carriers, the way people talk to a device in a hurry ("remind tomorrow 7 call John").
MISSING = {
    "a": {"add_reminder": ["remind {w} {t}", "reminder {t} {w}", "remind {t} {w}"],
          "create_event": ["calendar {e} {w}", "event {e} {w}", "schedule {e} {w}"],
          "create_note": ["note {n}", "notes {n}"],
          "send_email": ["email {p} {b}", "mail {p} {b}"]},
    "b": {"add_reminder": ["remind me {w} {t}", "{w} remind {t}", "reminder {w} {t}"],
          "create_event": ["{e} {w} calendar", "add calendar {e} {w}", "put calendar {e} {w}"],
          "create_note": ["jot {n}", "note down {n}"],
          "send_email": ["email to {p} {b}", "{p} email {b}"]},
    "c": {"add_reminder": ["remind {w} to {t}", "remember {t} {w}", "{t} {w} remind me"],
          "create_event": ["{w} {e} in calendar", "new event {w} {e}", "{e} {w} add calendar"],
          "create_note": ["write {n}", "note this {n}"],
          "send_email": ["email {p} tell {b}", "send {p} email {b}"]},
}


def missing_words_item(b: Builder, rng, split):
    fam = FAMILY[split]
    ref = pick(rng, vt.REFERENCES)
    intent = pick(rng, ["add_reminder", "add_reminder", "create_event", "create_event", "create_note", "send_email"])
    tpl = pick(rng, MISSING[fam][intent])
    if intent == "add_reminder":
        task = drop_words(rng, pick(rng, P.TASKS[split]), 0.8)
        w, t = tp.point(rng, "digits")
        w = terse_time(rng, w)
        return b.add(split, "missing-words", tpl.format(t=task, w=w), intent, ref, title=task, when=w, t=t)
    if intent == "create_event":
        event = drop_words(rng, pick(rng, P.EVENTS[split]), 0.8)
        w, t = tp.point(rng, "digits")
        w = terse_time(rng, w)
        return b.add(split, "missing-words", tpl.format(e=event, w=w), intent, ref, title=event, when=w, t=t)
    if intent == "create_note":
        note = drop_words(rng, pick(rng, P.NOTES[split]), 0.5)
        return b.add(split, "missing-words", tpl.format(n=note), intent, ref, title=note)
    p = pick(rng, P.PEOPLE[split])
    body = drop_words(rng, pick(rng, P.BODIES[split]), 0.5)
    return b.add(split, "missing-words", tpl.format(p=p, b=body), intent, ref, to=[p], body=body)


def fill(b: Builder, rng, split, source, count, make):
    made, tries = 0, 0
    while made < count:
        tries += 1
        if tries > count * 50:
            raise SystemExit(f"cannot make {count} {source} items for {split} (made {made})")
        if make():
            made += 1


# ---- hand-written files -------------------------------------------------------------------------

def handwritten(b: Builder, rng, split, path, source_default):
    """Lines: `intent | utterance | key=value | ...` (keys: title when t dur dur_said to subject body from repeat
    zone ref source ask); `#` starts a comment. `to` holds recipients separated by `;`; `repeat` is an RFC 5545
    RRULE (FREQ, then INTERVAL, BYMONTH, BYDAY, BYMONTHDAY, then COUNT or UNTIL), the recurrence slot; `zone` is the IANA zone a time is
    said in ("New York time"), when it is not the reference's; `ask=1` marks a command whose only right outcome is
    to ask (a time that cannot be pinned down, a condition Hearth cannot check, two requests at once): run
    without asking, it counts as wrong whatever its slots."""
    if not os.path.exists(path):
        return
    for number, line in enumerate(open(path, encoding="utf-8"), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        parts = [p.strip() for p in line.split("|")]
        intent, utterance, fields = parts[0], parts[1], {}
        for p in parts[2:]:
            k, _, v = p.partition("=")
            fields[k.strip()] = v.strip()
        ref = vt.FIXED_REFERENCES[int(fields["ref"])] if "ref" in fields else pick(rng, vt.REFERENCES)
        dur = int(fields["dur"]) if "dur" in fields else None
        to = [x.strip() for x in fields["to"].split(";")] if "to" in fields else None
        ok = b.add(split, fields.get("source", source_default), utterance, intent, ref, title=fields.get("title"),
                   when=fields.get("when"), t=fields.get("t"), dur=dur, dur_said=fields.get("dur_said"), to=to,
                   subject=fields.get("subject"), body=fields.get("body"), frm=fields.get("from"), repeat=fields.get("repeat"),
                   zone=fields.get("zone"), extra={"must_ask": True} if fields.get("ask") == "1" else None)
        if not ok:
            # A fixed reference that makes the time past, or a duplicate: try the other references once each.
            if "ref" in fields:
                raise SystemExit(f"{path}:{number}: rejected (duplicate or past time)")
            for other in vt.REFERENCES:
                if b.add(split, fields.get("source", source_default), utterance, intent, other, title=fields.get("title"),
                         when=fields.get("when"), t=fields.get("t"), dur=dur, dur_said=fields.get("dur_said"), to=to,
                         subject=fields.get("subject"), body=fields.get("body"), frm=fields.get("from"), repeat=fields.get("repeat"),
                   zone=fields.get("zone"), extra={"must_ask": True} if fields.get("ask") == "1" else None):
                    break
            else:
                print(f"warning: {path}:{number} not added (duplicate?)", file=sys.stderr)


def asr_items(b: Builder, split, path):
    """ASR transcripts with their gold (made by asr/transcribe.py, checked by hand)."""
    if not os.path.exists(path):
        return
    for line in open(path, encoding="utf-8"):
        item = json.loads(line)
        if item.get("split") != split or item.get("keep") is False:
            continue
        ref = tuple(item["ref"])
        g = item["gold"]
        b.add(split, "asr", item["transcript"], g["intent"], ref, title=g.get("title"), when=g.get("when"), t=g.get("t"),
              dur=g.get("dur"), dur_said=g.get("dur_said"), to=g.get("to"), subject=g.get("subject"), body=g.get("body"),
              frm=g.get("from"), extra={"said": item["said"], "voice": item["voice"],
                                        "asr_confidence": item.get("asr_confidence"),
                                        **({"said_when": item["said_when"]} if item.get("said_when") else {})})


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sources", default=os.path.join(ROOT, ".deps", "voice", "sources"))
    ap.add_argument("--splits", default="train,dev,test", help="which files to write")
    args = ap.parse_args()
    b = Builder()
    # Hand-written and ASR items first: when a generated item collides with one, the generated one goes.
    for split in ("dev", "test", "train"):
        handwritten(b, random.Random(f"hand-{split}"), split, os.path.join(HERE, "handwritten", f"{split}.txt"), "paraphrase")
        asr_items(b, split, os.path.join(HERE, "asr", "transcripts.jsonl"))
    for split in ("train", "dev", "test"):
        rng = random.Random(f"hearth-voice-{split}")
        plan = PLAN[split]
        fill(b, rng, split, "template", plan["template"],
             lambda: templated(b, rng, split, f"template-{FAMILY[split]}", "digits", intent_for(rng)))
        fill(b, rng, split, "words", plan["words"],
             lambda: templated(b, rng, split, "words", "words", pick(rng, ["add_reminder", "create_event"])))
        fill(b, rng, split, "spoken-address", plan["spoken-address"], lambda: spoken_address_item(b, rng, split))
        fill(b, rng, split, "missing-words", plan["missing-words"], lambda: missing_words_item(b, rng, split))
    # Out of domain, from public sources; each source's templates/files are split, not its expansions.
    pools = ood.load(args.sources)
    for split in ("train", "dev", "test"):
        rng = random.Random(f"hearth-ood-{split}")
        for source, count in OOD_PLAN[split].items():
            items = [u for u in pools[source][split]]
            rng.shuffle(items)
            made = 0
            for u in items:
                if made == count:
                    break
                if b.add(split, source, u, "none", pick(rng, vt.REFERENCES)):
                    made += 1
            if made < count:
                raise SystemExit(f"{source}: only {made} of {count} for {split}")
    # The fresh split comes last, so that it changes nothing made before it (a fresh command that
    # is already in another split is dropped, with a warning).
    handwritten(b, random.Random("hand-fresh"), "fresh", os.path.join(HERE, "handwritten", "test-fresh.txt"), "paraphrase")
    asr_items(b, "fresh", os.path.join(HERE, "asr", "transcripts.jsonl"))
    # The second fresh split (written 25 Nov 2026 after the first fresh split was run and read) last.
    handwritten(b, random.Random("hand-fresh-2"), "fresh2", os.path.join(HERE, "handwritten", "test-fresh-2.txt"), "paraphrase")
    asr_items(b, "fresh2", os.path.join(HERE, "asr", "transcripts.jsonl"))
    # The third fresh split (written 6 Dec 2026 after the second was run once and read; text only,
    # no transcripts made of it) last of all.
    handwritten(b, random.Random("hand-fresh-3"), "fresh3", os.path.join(HERE, "handwritten", "test-fresh-3.txt"), "paraphrase")
    # The fourth (written 6 Dec 2026 after the third was run once and read; text only) after it.
    handwritten(b, random.Random("hand-fresh-4"), "fresh4", os.path.join(HERE, "handwritten", "test-fresh-4.txt"), "paraphrase")
    # The fifth (written 6 Dec 2026 after the fourth was run once and read; text only) after it.
    handwritten(b, random.Random("hand-fresh-5"), "fresh5", os.path.join(HERE, "handwritten", "test-fresh-5.txt"), "paraphrase")
    # The sixth (written 6 Dec 2026 after the fifth was run once and read; text only) after it.
    handwritten(b, random.Random("hand-fresh-6"), "fresh6", os.path.join(HERE, "handwritten", "test-fresh-6.txt"), "paraphrase")
    # The seventh (written 7 Dec 2026 after the sixth was run once and read; text only) after it.
    handwritten(b, random.Random("hand-fresh-7"), "fresh7", os.path.join(HERE, "handwritten", "test-fresh-7.txt"), "paraphrase")
    # The eighth (written 7 Dec 2026 after the seventh was run once and read; text only) after it.
    handwritten(b, random.Random("hand-fresh-8"), "fresh8", os.path.join(HERE, "handwritten", "test-fresh-8.txt"), "paraphrase")
    # The ninth (written 7 Dec 2026 after the eighth was run once and read; text only) after it.
    handwritten(b, random.Random("hand-fresh-9"), "fresh9", os.path.join(HERE, "handwritten", "test-fresh-9.txt"), "paraphrase")
    # The tenth (written 7 Dec 2026 after the ninth was run once and read; text only) after it.
    handwritten(b, random.Random("hand-fresh-10"), "fresh10", os.path.join(HERE, "handwritten", "test-fresh-10.txt"), "paraphrase")
    # The eleventh (written 7 Dec 2026 after the tenth was run once and read; text only) after it.
    handwritten(b, random.Random("hand-fresh-11"), "fresh11", os.path.join(HERE, "handwritten", "test-fresh-11.txt"), "paraphrase")
    # The twelfth (written 7 Dec 2026 after the eleventh was run once and read; text only) after it.
    handwritten(b, random.Random("hand-fresh-12"), "fresh12", os.path.join(HERE, "handwritten", "test-fresh-12.txt"), "paraphrase")
    # The spent test splits join dev; the newest fresh split is test (with the public out-of-domain test items).
    for e in b.examples:
        if e["split"] == "test" and not e["source"].startswith("ood-"):
            e["split"], e["spent"] = "dev", "test-1"
        elif e["split"] == "fresh":
            e["split"], e["spent"] = "dev", "test-2"
        elif e["split"] == "fresh2":
            e["split"], e["spent"] = "dev", "test-3"
        elif e["split"] == "fresh3":
            e["split"], e["spent"] = "dev", "test-4"
        elif e["split"] == "fresh4":
            e["split"], e["spent"] = "dev", "test-5"
        elif e["split"] == "fresh5":
            e["split"], e["spent"] = "dev", "test-6"
        elif e["split"] == "fresh6":
            e["split"], e["spent"] = "dev", "test-7"
        elif e["split"] == "fresh7":
            e["split"], e["spent"] = "dev", "test-8"
        elif e["split"] == "fresh8":
            e["split"], e["spent"] = "dev", "test-9"
        elif e["split"] == "fresh9":
            e["split"], e["spent"] = "dev", "test-10"
        elif e["split"] == "fresh10":
            e["split"], e["spent"] = "dev", "test-11"
        elif e["split"] == "fresh11":
            e["split"], e["spent"] = "dev", "test-12"
        elif e["split"] == "fresh12":
            e["split"] = "test"
    out = {"train": os.path.join(ROOT, "Sources", "HearthVoice", "Resources", "nlu-examples.jsonl"),
           "dev": os.path.join(ROOT, "Tests", "Data", "voice", "nlu-dev.jsonl"),
           "test": os.path.join(ROOT, "Tests", "Data", "voice", "nlu-test.jsonl")}
    for split, path in out.items():
        if split not in args.splits.split(","):
            continue
        os.makedirs(os.path.dirname(path), exist_ok=True)
        rows = [e for e in b.examples if e["split"] == split]
        # Shuffled by a hash; in train the template family comes first, because today's parser takes the
        # first train examples of each intent as its prompt examples.
        rank = {"template-a": 0, "words": 1, "hard-negative": 2}
        rows.sort(key=lambda e: (rank.get(e["source"], 3) if split == "train" else 0,
                                 hashlib.sha256(e["utterance"].encode()).hexdigest()))
        with open(path, "w", encoding="utf-8") as f:
            for e in rows:
                f.write(json.dumps(e, ensure_ascii=False) + "\n")
        print(f"{split}: {len(rows)} -> {os.path.relpath(path, ROOT)}", file=sys.stderr)


if __name__ == "__main__":
    main()
