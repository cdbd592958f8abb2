#!/usr/bin/env python3
"""Turns ctparse's time corpus (ctparse/time/corpus.py, MIT, ctparse==0.3.6) into JSON lines:
{"expected": "Time[]{2019-01-01 19:25 (X/X)}", "reference": "2018-12-31T12:43", "text": "tomorrow 7.25 pm"}

usage: ctparse-corpus-to-jsonl.py corpus.py > ctparse-corpus.jsonl
The corpus is data (a Python list literal), read with ast.literal_eval, never executed.
"""
import ast, json, sys

source = open(sys.argv[1], encoding="utf-8").read()
corpus = ast.literal_eval(source[source.index("["):])
for expected, reference, texts in corpus:
    for text in texts:
        print(json.dumps({"expected": expected, "reference": reference, "text": text}, ensure_ascii=False))
