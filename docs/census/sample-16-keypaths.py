#!/usr/bin/env python3
"""The sixteenth draw's frame words (docs/census/sample-16.md, step 1): the userDefinedRuntimeAttribute keyPaths of
/work/shared/corpus's storyboards and xibs (files ending .storyboard or .xib, read as XML). Only a keyPath that is one
identifier ([A-Za-z_][A-Za-z0-9_]*: a property an @IBInspectable or IBInspectable could declare, not a dotted path into
the layer or another object) is counted, once for each file that sets it (the number of storyboards and xibs using it,
so that one document repeating a keyPath over many views does not outweigh the rest). The 24 most frequent, ties broken
by name (Python's str order). python3 docs/census/sample-16-keypaths.py [CORPUS] (rank, keyPath, files, occurrences)"""
import os, re, sys
import xml.etree.ElementTree as ET
from collections import Counter
root = sys.argv[1] if len(sys.argv) > 1 else "/work/shared/corpus"
IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
files_using, occurrences, everything, files, unread = Counter(), Counter(), Counter(), 0, []
for d, dirs, fs in os.walk(root):
    dirs.sort()
    for f in sorted(fs):
        if not f.endswith((".storyboard", ".xib")): continue
        p = os.path.join(d, f); files += 1
        try: tree = ET.parse(p)
        except ET.ParseError: unread.append(p); continue
        here = set()
        for e in tree.iter("userDefinedRuntimeAttribute"):
            k = e.get("keyPath")
            if k is None: continue
            everything[k] += 1
            if IDENT.match(k): occurrences[k] += 1; here.add(k)
        files_using.update(here)
# the ranks printed: the first 24 (this draw's); sample-17-keypaths.py runs this script with RANKS = (25, 72)
first, last = globals().get("RANKS", (1, 24))
ranked = sorted(files_using.items(), key=lambda kv: (-kv[1], kv[0]))
print("# %d storyboards and xibs read (%d not XML), %d keyPath occurrences (%d distinct), %d of them one identifier (%d distinct)"
      % (files, len(unread), sum(everything.values()), len(everything), sum(occurrences.values()), len(occurrences)), file=sys.stderr)
for i, (k, c) in enumerate(ranked, 1):
    if first <= i <= last: print("%d\t%s\t%d\t%d" % (i, k, c, occurrences[k]))
