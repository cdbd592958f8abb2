#!/usr/bin/env python3
"""Real speech-recogniser transcripts for the labelled set: synthesise, transcribe, align.

usage:
  make-asr.py plan        writes scripts/voice/asr/said.jsonl: what is said (dev and test families), by
                          which voice, with the structured meaning (seeded)
  make-asr.py plan-fresh  appends to said.jsonl 80 of the fresh test split's hand-written commands
                          (handwritten/test-fresh.txt), ids fresh-NNN, split "fresh" (seeded)
  make-asr.py plan-fresh-2  the same for the second fresh split (handwritten/test-fresh-2.txt), ids
                          fresh2-NNN, split "fresh2" (written 25 Nov 2026 after its text was run once)
  make-asr.py synth       speaks each item to .deps/voice/asr/wav/ID.wav with espeak-ng or flite
                          (Debian), some with added noise
  make-asr.py transcribe  sends each WAV to a running `hearth serve` (POST /api/voice/command, the
                          project's Whisper tiny.en, whole-upload path) and writes heard.jsonl
                          (the raw transcript and its confidence); HEARTH_URL, default http://127.0.0.1:18473
  make-asr.py gold        aligns what was heard with what was said and writes transcripts.jsonl:
                          intent and times are what was said, text slots are the spans of the
                          transcript that correspond to them (make-voice-set.py reads this file)

The transcripts cannot be remade quickly in CI, so said.jsonl, heard.jsonl and transcripts.jsonl
are committed; VOICE-EVAL.md has the exact commands.
"""
from __future__ import annotations

import difflib
import importlib.util
import json
import os
import random
import re
import subprocess
import sys
import urllib.request
import wave
from array import array

HERE = os.path.dirname(os.path.abspath(__file__))
VOICE = os.path.dirname(HERE)
ROOT = os.path.abspath(os.path.join(VOICE, "..", ".."))
sys.path.insert(0, VOICE)
import pools as P  # noqa: E402
import timephrases as tp  # noqa: E402
import voicetime as vt  # noqa: E402

spec = importlib.util.spec_from_file_location("mvs", os.path.join(VOICE, "make-voice-set.py"))
mvs = importlib.util.module_from_spec(spec)
spec.loader.exec_module(mvs)

WAV_DIR = os.path.join(ROOT, ".deps", "voice", "asr", "wav")
SAID = os.path.join(HERE, "said.jsonl")
HEARD = os.path.join(HERE, "heard.jsonl")
OUT = os.path.join(HERE, "transcripts.jsonl")
COUNTS = {"dev": 70, "test": 120}

ESPEAK_VOICES = ["en-us", "en-gb", "en-gb-scotland", "en-gb-x-rp", "en-029", "en-us-nyc", "en-gb-x-gbclan",
                 "en-gb-x-gbcwmd"]
ESPEAK_VARIANTS = ["m1", "m2", "m3", "m4", "m7", "f1", "f2", "f3", "f4", "klatt2", "Alicia", "Andy", "Gene"]
FLITE_VOICES = ["slt", "rms", "awb", "kal16", "kal"]


class Recorder(mvs.Builder):
    """Takes what the generators would add, without adding it."""

    def add(self, split, source, utterance, intent, ref, **kw):
        utterance = re.sub(r"\s+", " ", utterance).strip()
        if "/" in utterance or self.key(utterance) in self.seen:
            return False  # "3/12" is spoken as "three slash twelve": not how people say dates
        try:
            vt.slots_for(kw.get("t"), vt.ref_datetime(ref), kw.get("dur")) if kw.get("t") else None
        except vt.TimeSpecError:
            return False
        self.seen.add(self.key(utterance))
        self.examples.append(dict(split=split, said=utterance, intent=intent, ref=list(ref),
                                  meaning={k: v for k, v in kw.items() if v is not None}))
        return True


def voice_for(rng):
    if rng.random() < 0.3:
        return {"engine": "flite", "voice": rng.choice(FLITE_VOICES), "stretch": round(rng.uniform(0.8, 1.25), 2),
                "noise": rng.random() < 0.3}
    return {"engine": "espeak-ng", "voice": rng.choice(ESPEAK_VOICES) + "+" + rng.choice(ESPEAK_VARIANTS),
            "speed": rng.randint(135, 205), "noise": rng.random() < 0.3}


def plan():
    rec = Recorder()
    items = []
    for split, count in COUNTS.items():
        rng = random.Random(f"hearth-asr-{split}")
        start = len(rec.examples)
        while len(rec.examples) - start < count:
            r = rng.random()
            if r < 0.12:
                mvs.spoken_address_item(rec, rng, split)
            elif r < 0.55:
                mvs.templated(rec, rng, split, "asr", "words", mvs.intent_for(rng))
            else:
                mvs.templated(rec, rng, split, "asr", "digits", mvs.intent_for(rng))
        for n, e in enumerate(rec.examples[start:]):
            e["id"] = f"{split}-{n:03d}"
            e["voice"] = voice_for(rng)
            items.append(e)
    with open(SAID, "w", encoding="utf-8") as f:
        for e in items:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")
    print(f"{len(items)} items -> {os.path.relpath(SAID, ROOT)}")


def plan_fresh(count=80, file="test-fresh.txt", prefix="fresh", split="fresh"):
    """Speaks some of a fresh test split's hand-written commands: real recogniser slips on wording
    that no generator made."""
    have = [json.loads(l) for l in open(SAID, encoding="utf-8")] if os.path.exists(SAID) else []
    if any(e["id"].startswith(prefix + "-") for e in have):
        raise SystemExit(f"said.jsonl already has the {prefix} items")
    rec = Recorder()
    rec.seen = {rec.key(e["said"]) for e in have}
    mvs.handwritten(rec, random.Random(f"hearth-asr-{prefix}-refs"), split, os.path.join(VOICE, "handwritten", file),
                    "paraphrase")
    rng = random.Random(f"hearth-asr-{prefix}")
    chosen = rng.sample(rec.examples, min(count, len(rec.examples)))
    with open(SAID, "a", encoding="utf-8") as f:
        for n, e in enumerate(chosen):
            e["id"] = f"{prefix}-{n:03d}"
            e["voice"] = voice_for(rng)
            f.write(json.dumps(e, ensure_ascii=False) + "\n")
    print(f"{len(chosen)} fresh items appended to {os.path.relpath(SAID, ROOT)}")


def add_noise(path, seed, snr_db=14.0):
    """White noise at a fixed signal-to-noise ratio (in place), so the recogniser slips more."""
    with wave.open(path, "rb") as w:
        params = w.getparams()
        frames = w.readframes(w.getnframes())
    samples = array("h", frames)
    if not samples:
        return
    power = sum(s * s for s in samples) / len(samples)
    noise_rms = (power / (10 ** (snr_db / 10))) ** 0.5
    rng = random.Random(seed)
    out = array("h", (max(-32768, min(32767, int(s + rng.gauss(0, noise_rms)))) for s in samples))
    with wave.open(path, "wb") as w:
        w.setparams(params)
        w.writeframes(out.tobytes())


def synth():
    os.makedirs(WAV_DIR, exist_ok=True)
    heard = {json.loads(l)["id"] for l in open(HEARD, encoding="utf-8")} if os.path.exists(HEARD) else set()
    for line in open(SAID, encoding="utf-8"):
        e = json.loads(line)
        path = os.path.join(WAV_DIR, e["id"] + ".wav")
        if os.path.exists(path) or e["id"] in heard:  # made, or already transcribed
            continue
        v = e["voice"]
        if v["engine"] == "flite":
            subprocess.run(["flite", "-voice", v["voice"], "--setf", f"duration_stretch={v['stretch']}", "-t", e["said"],
                            "-o", path], check=True)
        else:
            subprocess.run(["espeak-ng", "-v", v["voice"], "-s", str(v["speed"]), "-w", path, e["said"]], check=True)
        if v.get("noise"):
            add_noise(path, e["id"])
    print(f"WAVs in {WAV_DIR}")


def transcribe():
    url = os.environ.get("HEARTH_URL", "http://127.0.0.1:18473")
    done = {}
    if os.path.exists(HEARD):
        done = {json.loads(l)["id"]: l for l in open(HEARD, encoding="utf-8")}
    with open(HEARD, "a", encoding="utf-8") as out:
        for line in open(SAID, encoding="utf-8"):
            e = json.loads(line)
            if e["id"] in done:
                continue
            data = open(os.path.join(WAV_DIR, e["id"] + ".wav"), "rb").read()
            now = vt.iso(vt.ref_datetime(tuple(e["ref"])))
            query = f"?now={now}&timezone={e['ref'][1]}".replace("+", "%2B")
            request = urllib.request.Request(url + "/api/voice/command" + query, data=data,
                                             headers={"Content-Type": "audio/wav"})
            try:
                with urllib.request.urlopen(request, timeout=600) as response:
                    body = json.loads(response.read())
            except urllib.error.HTTPError as error:
                body = json.loads(error.read() or b"{}")
            heard = body.get("speech") or {}
            error = (body.get("error") or {}) if isinstance(body.get("error"), dict) else {}
            if not heard and error.get("code") != "unprocessable":  # "no speech was heard" is a result
                raise SystemExit(f"{e['id']}: no transcript: {str(body)[:200]}")
            row = {"id": e["id"], "transcript": heard.get("text", ""), "confidence": heard.get("confidence")}
            if not heard:
                row["error"] = error.get("message", "")
            out.write(json.dumps(row, ensure_ascii=False) + "\n")
            out.flush()
            print(e["id"], flush=True)


# ---- alignment --------------------------------------------------------------------------------

def canon_tokens(text):
    """[(canonical word, char start, char end)]: lowercase, no punctuation, numbers as words."""
    out = []
    for m in re.finditer(r"\S+", text):
        raw = m.group(0).lower().replace("p.m.", "pm").replace("a.m.", "am")
        raw = raw.strip(".,!?;:\"“”'")
        parts = re.findall(r"\d+|[a-z']+", raw)
        words = []
        for p in parts:
            if p.isdigit():
                n = int(p)
                if n < 100:
                    words += tp.words(n).split()
                elif n < 10000 and len(p) == 4:
                    words += tp.words(int(p[:2])).split() + tp.words(int(p[2:])).split() if int(p[2:]) else [p]
                else:
                    words.append(p)
            else:
                words.append(p.replace("'", ""))
        for w in words:
            out.append((w, m.start(), m.end()))
    return out


def span_tokens(text, tokens, value):
    """The token index range [i, j) covering `value` (a substring of text, case-insensitive)."""
    at = text.lower().find(value.lower())
    if at < 0:
        raise ValueError(f"{value!r} not in {text!r}")
    end = at + len(value)
    idx = [k for k, (_, s, e) in enumerate(tokens) if s < end and e > at]
    return (idx[0], idx[-1] + 1) if idx else (0, 0)


def map_span(said_tokens, heard_tokens, i, j):
    """Heard token indices that correspond to said tokens [i, j)."""
    a = [t[0] for t in said_tokens]
    b = [t[0] for t in heard_tokens]
    hits = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        lo, hi = max(i, i1), min(j, i2)
        if tag == "equal" and lo < hi:
            hits += range(j1 + (lo - i1), j1 + (hi - i1))
        elif tag == "replace" and lo < hi:
            n, m = i2 - i1, j2 - j1
            first = j1 + (lo - i1) * m // n
            last = j1 + ((hi - i1) * m + n - 1) // n
            hits += range(first, max(first + 1, last))
        elif tag == "insert" and i < i1 < j:
            hits += range(j1, j2)
    return sorted(set(hits))


def heard_span(said, heard, value):
    st, ht = canon_tokens(said), canon_tokens(heard)
    i, j = span_tokens(said, st, value)
    hits = map_span(st, ht, i, j)
    if not hits:
        return None
    start, end = ht[hits[0]][1], ht[hits[-1]][2]
    text = heard[start:end].strip(" ,.!?;:\"“”")
    return text or None


def word_error_rate(said, heard):
    a = [t[0] for t in canon_tokens(said)]
    b = [t[0] for t in canon_tokens(heard)]
    sm = difflib.SequenceMatcher(None, a, b, autojunk=False)
    errors = sum(max(i2 - i1, j2 - j1) for tag, i1, i2, j1, j2 in sm.get_opcodes() if tag != "equal")
    return errors / max(1, len(a))


def gold():
    heard = {json.loads(l)["id"]: json.loads(l) for l in open(HEARD, encoding="utf-8")}
    review = {}
    review_path = os.path.join(HERE, "review.json")
    if os.path.exists(review_path):
        review = json.load(open(review_path, encoding="utf-8"))
    kept = dropped = 0
    with open(OUT, "w", encoding="utf-8") as out:
        for line in open(SAID, encoding="utf-8"):
            e = json.loads(line)
            h = heard.get(e["id"])
            if not h:
                continue
            transcript = h["transcript"].strip()
            m = e["meaning"]
            g = {"intent": e["intent"]}
            reason = None
            wer = word_error_rate(e["said"], transcript) if transcript else 1.0
            if wer > 0.5:
                reason = f"word error rate {wer:.2f}"  # too garbled to say what was meant from what was heard
            elif "♪" in transcript:
                reason = "recogniser hallucinated music"
            for key, name in (("title", "title"), ("when", "when"), ("subject", "subject"), ("body", "body"),
                              ("dur_said", "dur_said"), ("frm", "from")):
                if key in m and not reason:
                    span = heard_span(e["said"], transcript, m[key])
                    if span is None:
                        reason = f"{name} not heard"
                    else:
                        g[name] = span
            if "to" in m and not reason:
                spans = [heard_span(e["said"], transcript, x) for x in m["to"]]
                if None in spans:
                    reason = "recipient not heard"
                else:
                    g["to"] = spans
            if "t" in m:
                g["t"] = m["t"]
            if "dur" in m:
                g["dur"] = m["dur"]
            # Spans that overlap in the transcript need a person's look (review.json).
            ranges = []
            for name in ("title", "when", "subject", "body", "dur_said", "from"):
                if name in g:
                    at = transcript.lower().find(g[name].lower())
                    ranges.append((at, at + len(g[name]), name))
            ranges.sort()
            overlap = any(a[1] > b[0] for a, b in zip(ranges, ranges[1:]))
            fix = review.get(e["id"])
            if overlap and not fix and not reason:
                reason = "spans overlap: needs review"
            if fix:  # hand review: corrected spans or a drop, with the reason
                if fix.get("drop"):
                    reason = "review: " + fix["drop"]
                else:
                    g.update({k: v for k, v in fix.items() if k != "why"})
            item = {"id": e["id"], "split": e["split"], "said": e["said"], "transcript": transcript,
                    "asr_confidence": h.get("confidence"), "wer": round(wer, 3), "voice": e["voice"], "ref": e["ref"],
                    "said_when": m.get("when"),
                    "gold": g}
            if reason:
                item["keep"] = False
                item["dropped"] = reason
                dropped += 1
            else:
                kept += 1
            out.write(json.dumps(item, ensure_ascii=False) + "\n")
    print(f"kept {kept}, dropped {dropped} -> {os.path.relpath(OUT, ROOT)}")


if __name__ == "__main__":
    {"plan": plan, "plan-fresh": plan_fresh,
     "plan-fresh-2": lambda: plan_fresh(file="test-fresh-2.txt", prefix="fresh2", split="fresh2"), "synth": synth, "transcribe": transcribe, "gold": gold}[sys.argv[1]]()
