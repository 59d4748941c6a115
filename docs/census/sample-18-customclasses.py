#!/usr/bin/env python3
"""The eighteenth draw's frames C and D words (docs/census/sample-18.md, step 1): the custom class names that the storyboards
and xibs of /work/shared/corpus (files ending .storyboard or .xib, read as XML) give their views. A view is an element
with a customClass attribute whose tag is not a controller (a tag ending in "Controller": viewController,
navigationController, ...), a placeholder, a customObject, a segue, a bar item (a tag ending in "Item": barButtonItem,
tabBarItem, navigationItem; UIBarItem is not a UIView) or a gesture recognizer (a tag ending in "GestureRecognizer").
Only a name that is one identifier ([A-Za-z_][A-Za-z0-9_]*) is counted, once for each file that gives it to a view;
names are ordered by the number of files, ties broken by name (Python's str order).
python3 docs/census/sample-18-customclasses.py [CORPUS [FIRST LAST]] (rank, name, files, views)"""
import os, re, sys
import xml.etree.ElementTree as ET
from collections import Counter
root = sys.argv[1] if len(sys.argv) > 1 else "/work/shared/corpus"
first, last = (int(sys.argv[2]), int(sys.argv[3])) if len(sys.argv) > 3 else (1, 10 ** 9)
IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
def is_view(tag):
    return not (tag.endswith("Controller") or tag.endswith("Item") or tag.endswith("GestureRecognizer")
                or tag in ("placeholder", "customObject", "segue"))
def view_classes(path):
    """The one-identifier custom class names path gives its views; other customClass elements are tallied by tag."""
    names = set()
    for e in ET.parse(path).iter():
        name = e.get("customClass")
        if name is None: continue
        if not is_view(e.tag): others[e.tag] += 1
        elif IDENT.match(name): views[name] += 1; names.add(name)
    return names
documents = sorted(os.path.join(d, f) for d, _, fs in os.walk(root) for f in fs if f.endswith((".storyboard", ".xib")))
files_using, views, others, unread, files = Counter(), Counter(), Counter(), [], len(documents)
for p in documents:
    try: files_using.update(view_classes(p))
    except ET.ParseError: unread.append(p)
ranked = sorted(files_using.items(), key=lambda kv: (-kv[1], kv[0]))
print("# %d storyboards and xibs read (%d not XML), %d views with a one-identifier custom class (%d distinct names); "
      "not views: %s" % (files, len(unread), sum(views.values()), len(views), dict(sorted(others.items()))), file=sys.stderr)
for i, (k, c) in enumerate(ranked, 1):
    if first <= i <= last: print("%d\t%s\t%d\t%d" % (i, k, c, views[k]))
