#!/usr/bin/env python3
"""The twenty-sixth draw's frame I: the settable properties of every UIView subclass UIKit's SDK headers declare
(docs/census/sample-26.md, step 1).

sample-26-properties.py FRAMEWORKS [FIRST LAST]
FRAMEWORKS is the SDK's System/Library/Frameworks folder (theos/sdks' iPhoneOS16.5.sdk). The classes are those
docs/census/sample-20-uiviewclasses.py lists for FRAMEWORKS/UIKit.framework/Headers (all of them, no --without), in
that script's order (Python's str order of the names), each with the header it is declared in. For each class, that
header's text (comments blanked, as sample-24-properties.py blanks them) is cut into its `@interface` blocks (from
`@interface` to the next `@end`); the class's blocks are its own `@interface Class : Super` and every category or
extension of it in the same header (`@interface Class (Name)`, `@interface Class ()`), in header order. Every
`@property` declaration in those blocks is read as sample-24-properties.py reads it (from `@property` to the `;` that
ends it; left out when its attribute list holds `readonly`; the name is the last identifier once trailing upper-case
macros are stripped; for a block- or function-pointer-typed property, `(^name)` / `(*name)`, the name inside the
parentheses). Each name is listed once, at its first appearance, and every name sample-24-properties.py lists (frames
G and H, 82 names) is left out. Names are numbered from 1 in that order. FIRST and LAST print that range of ranks
(rank<TAB>name<TAB>class<TAB>header); with none, all are printed."""
import importlib.util, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))


def _load(fname, modname):
    spec = importlib.util.spec_from_file_location(modname, os.path.join(HERE, fname))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


uiv = _load("sample-20-uiviewclasses.py", "sample20_uiviewclasses")
p24 = _load("sample-24-properties.py", "sample24_properties")

BLOCK = re.compile(r"@interface\s+([A-Za-z_]\w*)\s*(?:<[^>{]*>\s*)?(:|\()(.*?)@end\b", re.S)
POINTER_NAME = re.compile(r"\(\s*[\^*]\s*([A-Za-z_]\w*)\s*\)")


def name_of(rest):
    m = POINTER_NAME.search(rest)
    if m:
        return m.group(1)
    return p24.name_of(rest)


def class_blocks(text, cls):
    """The text of cls's own @interface and its categories/extensions in this header, in header order."""
    return [m.group(0) for m in BLOCK.finditer(text) if m.group(1) == cls]


def settable(frameworks):
    headers = os.path.join(frameworks, "UIKit.framework", "Headers")
    earlier = {n for n, _ in p24.settable(frameworks)}
    rows, seen = [], set(earlier)
    for cls, sup, header in uiv.view_classes(headers):
        text = p24.blank_comments(open(os.path.join(headers, header), encoding="utf-8", errors="replace").read())
        for block in class_blocks(text, cls):
            for attrs, rest in p24.declarations(block):
                if "readonly" in [x.strip() for x in attrs.split(",")]:
                    continue
                name = name_of(rest)
                if name and name not in seen:
                    seen.add(name)
                    rows.append((name, cls, header))
    return rows


if __name__ == "__main__":
    args = sys.argv[1:]
    rows = settable(args.pop(0))
    first, last = (int(args[0]), int(args[1])) if len(args) > 1 else (1, len(rows))
    for i, (n, c, h) in enumerate(rows, 1):
        if first <= i <= last:
            print("%d\t%s\t%s\t%s" % (i, n, c, h))
