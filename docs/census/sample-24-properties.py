#!/usr/bin/env python3
"""The twenty-fourth draw's frames G and H: the settable properties of UIView and CALayer as the iOS SDK's headers
declare them (docs/census/sample-24.md, step 1).

sample-24-properties.py FRAMEWORKS [FIRST LAST]
FRAMEWORKS is the SDK's System/Library/Frameworks folder (theos/sdks' iPhoneOS16.5.sdk). Reads the text of
UIKit.framework/Headers/UIView.h, then QuartzCore.framework/Headers/CALayer.h, blanks comments, and takes every
`@property` declaration (from `@property` to the `;` that ends it, which may be lines later) in header order. A
declaration whose attribute list (the parenthesised list after `@property`) holds `readonly` is left out. The name is
the declaration's last identifier once the trailing availability and annotation macros (upper-case names such as
API_AVAILABLE(...), UI_APPEARANCE_SELECTOR, NS_SWIFT_NAME(...)) are stripped: the Objective-C name as declared
(`hidden`, not `isHidden`). Each name is listed once, at its first appearance; names are numbered from 1 in that
order. FIRST and LAST print that range of ranks (rank<TAB>name<TAB>header); with none, all are printed."""
import os, re, sys

HEADERS = ["UIKit.framework/Headers/UIView.h", "QuartzCore.framework/Headers/CALayer.h"]
MACRO = re.compile(r"\s*\b[A-Z_][A-Z0-9_]*\s*(\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\))?\s*$")


def blank_comments(text):
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    return re.sub(r"//[^\n]*", " ", text)


def declarations(text):
    """(attributes, rest) of every @property declaration, in order."""
    for m in re.finditer(r"@property\b(.*?);", text, flags=re.S):
        body = " ".join(m.group(1).split())
        attrs = ""
        a = re.match(r"\s*\(([^)]*)\)\s*(.*)$", body)
        if a:
            attrs, body = a.group(1), a.group(2)
        yield attrs, body


def name_of(rest):
    prev = None
    while prev != rest:
        prev = rest
        rest = MACRO.sub("", rest)
    ids = re.findall(r"[A-Za-z_]\w*", rest)
    return ids[-1] if ids else None


def settable(frameworks):
    rows, seen = [], set()
    for h in HEADERS:
        text = blank_comments(open(os.path.join(frameworks, h), encoding="utf-8", errors="replace").read())
        for attrs, rest in declarations(text):
            if "readonly" in [x.strip() for x in attrs.split(",")]:
                continue
            name = name_of(rest)
            if name and name not in seen:
                seen.add(name)
                rows.append((name, os.path.basename(h)))
    return rows


if __name__ == "__main__":
    args = sys.argv[1:]
    rows = settable(args.pop(0))
    first, last = (int(args[0]), int(args[1])) if len(args) > 1 else (1, len(rows))
    for i, (n, h) in enumerate(rows, 1):
        if first <= i <= last:
            print("%d\t%s\t%s" % (i, n, h))
