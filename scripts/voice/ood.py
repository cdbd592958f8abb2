"""Out-of-domain utterances (intent `none`) from three public PyPI packages.

- home-assistant-intents 2026.10.27 (Apache-2.0): `home_assistant_intents/data/en.json`, smart-home
  sentence templates; one expansion per template, with our own expander.
- OVOS skills (Apache-2.0): ovos-skill-weather 1.0.6, -date-time 1.1.5, -wikipedia 0.8.13,
  -volume 0.1.16: `locale/en-us/**/*.intent` example sentences, entities filled in.
- chatterbot-corpus 1.3.3 (BSD-3-Clause): `chatterbot_corpus/data/english/*.yml`, the opening line of
  each conversation (small talk, trivia, questions about the bot).

Splits go by template (Home Assistant), by intent file (OVOS) or by utterance (chatterbot), so a
test utterance never shares its template with a train one. Dropped on purpose, to keep the label
`none` right: Home Assistant's list intents ("add milk to my shopping list": close to a note or a
reminder), and anything that names Hearth's own domain (reminders, calendar, notes, email).
"""
from __future__ import annotations

import glob
import hashlib
import json
import os
import random
import re

DOMAIN = re.compile(r"\b(remind\w*|calendar|schedul\w*|appointment|meeting|notes?|jot|write down|e-?mails?|inbox|mail|"
                    r"messages?|diary|agenda|event)\b", re.I)
HA_SKIP = {"HassListAddItem", "HassListCompleteItem", "HassListRemoveItem", "HassShoppingListAddItem",
           "HassShoppingListCompleteItem"}
HA_VALUES = {"area": ["kitchen", "living room", "bedroom", "office", "garage", "hallway", "bathroom", "garden"],
             "name": ["ceiling light", "front door", "TV", "fan", "desk lamp", "garage door", "thermostat", "speaker",
                      "porch light", "blinds"],
             "floor": ["upstairs", "ground floor", "first floor", "basement"],
             "message": ["dinner is ready", "the car is here", "time to leave"],
             "search_query": ["jazz", "the news", "Taylor Swift", "some relaxing music", "the Beatles"],
             "timer_name": ["pasta", "eggs", "laundry"], "zone": ["home", "work"],
             "timer_command": ["turn off the lights", "turn on the fan", "close the blinds"],
             "timer_hours": ["1", "2", "3"], "timer_minutes": ["1", "5", "10", "15", "20", "30", "45"],
             "timer_seconds": ["10", "30", "45"], "temperature": ["18", "20", "21", "22", "68", "72"],
             "brightness": ["10", "25", "50", "75", "100"], "position": ["0", "30", "50", "100"],
             "volume": ["10", "20", "35", "50", "80"]}
OVOS_VALUES = {"location": ["London", "Paris", "New York", "Tokyo", "Berlin", "Chicago", "Sydney", "Madrid", "Toronto"],
               "date": ["christmas", "new year's day", "june 3rd", "next friday", "halloween", "my birthday"],
               "offset": ["two hours", "thirty minutes", "three days", "an hour"],
               "query": ["the eiffel tower", "black holes", "Marie Curie", "the roman empire", "photosynthesis"]}


def split_of(key: str, dev: float, train: float) -> str:
    """Deterministic split by a hash: test gets the rest."""
    h = int(hashlib.sha256(key.encode()).hexdigest()[:8], 16) / 0xFFFFFFFF
    return "train" if h < train else "dev" if h < train + dev else "test"


def clean(text: str) -> str:
    text = re.sub(r"\s+", " ", text).strip()
    # "35-hour 43minute" (the templates' ( |-) and joined forms) as a person says it: "35 hours 43 minutes".
    text = re.sub(r"\b(\d+)[ -]?(hour|minute|second)s?\b",
                  lambda m: f"{m.group(1)} {m.group(2)}" + ("" if m.group(1) == "1" else "s"), text)
    text = re.sub(r"\ban (\d)", lambda m: "a " + m.group(1) if m.group(1) != "8" else m.group(0), text)
    if text.isupper():
        text = text.lower()
    text = re.sub(r"\s+([?.!,])", r"\1", text)
    return text


def alternatives(inner: str):
    parts, level, start = [], 0, 0
    for k, ch in enumerate(inner):
        if ch in "([":
            level += 1
        elif ch in ")]":
            level -= 1
        elif ch == "|" and level == 0:
            parts.append(inner[start:k])
            start = k + 1
    parts.append(inner[start:])
    return parts


def expand(template: str, rng, rules, lists, values, depth=0) -> str:
    """One random expansion of a Home Assistant / OVOS style template: (a|b), [optional], <rule>, {list}."""
    if depth > 15:
        return ""
    out, i = [], 0
    while i < len(template):
        c = template[i]
        if c in "([":
            close = ")" if c == "(" else "]"
            level, j = 1, i + 1
            while j < len(template) and level:
                if template[j] in "([":
                    level += 1
                elif template[j] in ")]":
                    level -= 1
                j += 1
            inner = template[i + 1:j - 1]
            if c == "[" and rng.random() < 0.6:
                i = j
                continue
            out.append(expand(rng.choice(alternatives(inner)), rng, rules, lists, values, depth + 1))
            i = j
        elif c == "<":
            j = template.index(">", i)
            out.append(expand(rules.get(template[i + 1:j], ""), rng, rules, lists, values, depth + 1))
            i = j + 1
        elif c == "{":
            j = template.index("}", i)
            name = template[i + 1:j].split(":")[0]
            out.append(expand(list_value(name, rng, lists, values), rng, rules, lists, values, depth + 1))
            i = j + 1
        else:
            out.append(c)
            i += 1
    return clean("".join(out))


def list_value(name, rng, lists, values) -> str:
    if name in values:
        return rng.choice(values[name])
    spec = lists.get(name)
    if isinstance(spec, dict) and "values" in spec:
        vals = [v["in"] if isinstance(v, dict) else v for v in spec["values"]]
        vals = [v for v in vals if isinstance(v, str)]
        if vals:
            return rng.choice(vals)
    if isinstance(spec, dict) and "range" in spec:
        lo, hi = spec["range"].get("from", 1), spec["range"].get("to", 10)
        return str(rng.randint(lo, max(lo, min(hi, 60))))
    return "kitchen"


def home_assistant(root, rng):
    path = os.path.join(root, "home-assistant-intents", "home_assistant_intents", "data", "en.json")
    ha = json.load(open(path, encoding="utf-8"))
    out = {"train": [], "dev": [], "test": []}
    for intent_name, intent in sorted(ha["intents"].items()):
        if intent_name in HA_SKIP:
            continue
        for block in intent["data"]:
            for sentence in block["sentences"]:
                split = split_of("ha:" + sentence, dev=0.22, train=0.14)
                # The templates allow odd stacks of optional words ("are our our front door open"): of six
                # expansions keep the two shortest that read cleanly.
                tries = {expand(sentence, rng, ha["expansion_rules"], ha["lists"], HA_VALUES) for _ in range(6)}
                good = sorted((u for u in tries if u and ";" not in u and not DOMAIN.search(u) and len(u.split()) >= 2
                               and not re.search(r"\b(\w+) \1\b", u)), key=lambda u: (len(u), u))
                out[split].extend(good[:2])
    return out


def ovos(root, rng):
    out = {"train": [], "dev": [], "test": []}
    files = sorted(glob.glob(os.path.join(root, "ovos-skill-*", "*", "locale", "en-us", "**", "*.intent"), recursive=True))
    for path in files:
        rel = os.path.relpath(path, root)
        split = split_of("ovos:" + rel, dev=0.22, train=0.14)
        lines = [l.strip() for l in open(path, encoding="utf-8") if l.strip() and not l.startswith("#")]
        rng.shuffle(lines)
        for line in lines[:25]:
            u = expand(line, rng, {}, {}, OVOS_VALUES)
            if u and not DOMAIN.search(u):
                out[split].append(u)
    return out


def chatterbot(root, rng):
    import yaml  # PyYAML: the corpus is YAML
    out = {"train": [], "dev": [], "test": []}
    for path in sorted(glob.glob(os.path.join(root, "chatterbot-corpus", "chatterbot_corpus", "data", "english", "*.yml"))):
        data = yaml.safe_load(open(path, encoding="utf-8"))
        for conversation in data.get("conversations", []):
            first = conversation[0] if conversation else None
            if not isinstance(first, str):
                continue
            u = clean(first)
            if len(u) < 4 or DOMAIN.search(u):
                continue
            out[split_of("cb:" + u.lower(), dev=0.22, train=0.14)].append(u)
    return out


def load(root):
    rng = random.Random("hearth-ood-expand")
    pools = {"ood-home-assistant": home_assistant(root, rng), "ood-ovos": ovos(root, rng),
             "ood-chatterbot": chatterbot(root, rng)}
    for source in pools.values():
        for split in source:
            source[split] = list(dict.fromkeys(source[split]))  # unique, order kept
    return pools


if __name__ == "__main__":
    import sys
    pools = load(sys.argv[1] if len(sys.argv) > 1 else ".deps/voice/sources")
    for name, splits in pools.items():
        print(name, {k: len(v) for k, v in splits.items()})
