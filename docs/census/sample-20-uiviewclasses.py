#!/usr/bin/env python3
"""The twentieth draw's frames E and F: the UIView subclasses UIKit's SDK headers declare.

sample-20-uiviewclasses.py HEADERS [--without DOC ...] [FIRST LAST]
Reads every .h file of HEADERS (UIKit.framework/Headers), blanks its comments, and collects every
`@interface X : Y` (a class interface with a superclass; generic parameters, protocol lists and
categories aside). A class is listed when its superclass chain, followed through these headers,
reaches UIView; UIView itself and names beginning with an underscore are not listed. Names are
ordered by Python's str order and numbered from 1; FIRST and LAST print that range of ranks
(rank<TAB>name<TAB>superclass<TAB>header). With --without DOC (repeatable), the classes that DOC's
frames S, Q and P wrote into their queries (the UIKit names of its `- S1. ...`, `- Q1. ...` and
`- P1. ...` lines: sample-14.md, sample-15.md) are left out before numbering."""
import os, re, sys

def interfaces(headers):
    sup, where = {}, {}
    for name in sorted(os.listdir(headers)):
        if not name.endswith(".h"):
            continue
        text = open(os.path.join(headers, name), encoding="utf-8", errors="replace").read()
        text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
        text = re.sub(r"//[^\n]*", " ", text)
        for m in re.finditer(r"@interface\s+([A-Za-z_]\w*)\s*(?:<[^>{]*>\s*)?:\s*([A-Za-z_]\w*)", text):
            sup.setdefault(m.group(1), m.group(2)); where.setdefault(m.group(1), name)
    return sup, where

def view_classes(headers):
    sup, where = interfaces(headers)
    def reaches(c, seen=()):
        while c in sup and c not in seen:
            if sup[c] == "UIView":
                return True
            seen += (c,); c = sup[c]
        return False
    names = sorted(c for c in sup if c != "UIView" and not c.startswith("_") and reaches(c))
    return [(n, sup[n], where[n]) for n in names]

def written(doc):
    """The UIKit class names of DOC's frames S, Q and P queries."""
    lines = re.findall(r"^\s*- [SQP]\d+\. `([^`]+)`", open(doc, encoding="utf-8").read(), flags=re.M)
    return {n for line in lines for n in re.findall(r"\bUI[A-Z]\w*", line)}

if __name__ == "__main__":
    args = sys.argv[1:]
    rows = view_classes(args.pop(0))
    while args[:1] == ["--without"]:
        args.pop(0); left_out = written(args.pop(0))
        rows = [r for r in rows if r[0] not in left_out]
    first, last = (int(args[0]), int(args[1])) if len(args) > 1 else (1, len(rows))
    for i, (n, s, h) in enumerate(rows, 1):
        if first <= i <= last:
            print("%d\t%s\t%s\t%s" % (i, n, s, h))
