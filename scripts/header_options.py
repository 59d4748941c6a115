"""The values of the SDK's option-set constants, read from its headers.

The Swift interface the compiler prints for an Objective-C framework names an option set's
members but not their values (`static var topLeft: UIRectCorner { get }`), so
`scripts/facade-inventory` reads them here from the `NS_OPTIONS` / `CF_OPTIONS` enumerations of
the SDK's framework headers (`UIRectCornerTopLeft = 1 << 0`), and matches each Swift option
set to the enumeration whose constants its members name.

Values are evaluated as C does for the enumeration's raw type: integer literals (with `U`/`L`
suffixes), `<<`, `|`, `&`, `~`, `+`, `-`, parentheses, casts to the raw type, and the names of
constants declared before (in any enumeration); `~0UL` is the raw type's all-ones value.
"""
import os
import re

# The bit widths of the raw types option sets are declared with.
WIDTHS = {
    "NSUInteger": 64, "NSInteger": 64, "CFOptionFlags": 64, "CFIndex": 64, "unsigned long": 64,
    "uint64_t": 64, "int64_t": 64, "long": 64, "unsigned long long": 64,
    "uint32_t": 32, "int32_t": 32, "unsigned int": 32, "int": 32, "UInt32": 32, "SInt32": 32,
    "unsigned": 32, "uint16_t": 16, "int16_t": 16, "UInt16": 16, "uint8_t": 8, "UInt8": 8,
}
SIGNED = {"NSInteger", "CFIndex", "int64_t", "long", "int32_t", "int", "SInt32", "int16_t"}

OPTIONS = re.compile(
    r"typedef\s+(?:NS|CF)_OPTIONS\s*\(\s*([\w ]+?)\s*,\s*(\w+)\s*\)\s*\{([^{}]*)\}[^;{}]*;",
    re.S)
ENUM = re.compile(
    r"(?:\benum\b[^{;()]*|\b\w+_(?:ENUM|CLOSED_ENUM|ERROR_ENUM)\s*\([^()]*\)\s*)\{([^{}]*)\}", re.S)
COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.S)
# Availability and other attribute macros between a constant's name and its `=`.
ATTRIBUTE = re.compile(r"\b[A-Z][A-Z0-9_]*\b(?:\s*\((?:[^()]|\([^()]*\))*\))?")
# The limits' macros option values are written with.
LIMITS = {"NSUIntegerMax": (1 << 64) - 1, "NSIntegerMax": (1 << 63) - 1, "UINT_MAX": (1 << 32) - 1,
          "UINT32_MAX": (1 << 32) - 1, "ULONG_MAX": (1 << 64) - 1, "UINT64_MAX": (1 << 64) - 1,
          "INT_MAX": (1 << 31) - 1, "INT32_MAX": (1 << 31) - 1, "LONG_MAX": (1 << 63) - 1}


class HeaderOptions:
    """Every option-set enumeration of the headers: C name → [(constant, value)]."""

    def __init__(self):
        self.sets = {}
        self.values = dict(LIMITS)  # every constant evaluated so far, for later references

    def read_sdk(self, sdk, frameworks):
        """Reads the headers of `frameworks` (names) in `sdk`'s System/Library/Frameworks,
        twice: a constant defined with one of a header read later (`1 << UIDeviceOrientation…`
        in UIApplication.h) has its value the second time."""
        for _ in range(2):
            self.read_frameworks(sdk, frameworks)

    def read_frameworks(self, sdk, frameworks):
        base = os.path.join(sdk, "System", "Library", "Frameworks")
        for framework in frameworks:
            # Its own headers and its sub-frameworks' (CoreServices' are in LaunchServices …).
            for folder, _, files in sorted(os.walk(os.path.join(base, framework + ".framework"))):
                if os.path.basename(folder) != "Headers":
                    continue
                for name in sorted(files):
                    if name.endswith(".h"):
                        path = os.path.join(folder, name)
                        with open(path, encoding="utf-8", errors="replace") as f:
                            self.read(f.read())

    def read(self, text):
        """Reads one header's option sets (and plain enumerations' constants, which option
        members may be defined with)."""
        text = COMMENT.sub(" ", text)
        # In the header's order: a constant may be defined with one declared above it.
        options = {m.start(3): m for m in OPTIONS.finditer(text)}
        for m in ENUM.finditer(text):
            if m.start(1) not in options:
                options[m.start(1)] = m
        for start in sorted(options):
            m = options[start]
            if m.re is OPTIONS:
                raw, name = m.group(1).strip(), m.group(2)
                self.sets[name] = self.constants(m.group(3), raw)
            else:
                self.constants(m.group(1), "NSInteger")

    def constants(self, body, raw):
        width = WIDTHS.get(raw, 64)
        mask = (1 << width) - 1
        result = []
        previous = -1
        for item in split_items(body):
            m = re.match(r"\s*(\w+)(.*)$", item, re.S)
            if not m:
                continue
            name, rest = m.group(1), m.group(2)
            if "=" in rest:
                expression = rest.split("=", 1)[1]
                value = self.evaluate(expression, raw)
            else:
                value = previous + 1 if previous is not None else None
            if value is None:
                previous = None
                continue
            value &= mask
            if raw in SIGNED and value >> (width - 1):
                value -= 1 << width
            self.values[name] = value
            result.append((name, value))
            previous = value
        return result

    def evaluate(self, expression, raw):
        """The value of a constant's C expression, or None when it is not one of the forms
        this reader knows."""
        e = ATTRIBUTE.sub(lambda m: m.group(0) if m.group(0) in self.values else " ", expression)
        e = re.sub(r"\(\s*(?:%s)\s*\)" % "|".join(map(re.escape, WIDTHS)), " ", e)
        e = re.sub(r"\b(0[xX][0-9a-fA-F]+|\d+)[uUlL]*\b", r"\1", e)

        def name(m):
            word = m.group(0)
            if re.match(r"0[xX]|\d", word):
                return word
            if word in self.values:
                return "(%d)" % self.values[word]
            raise KeyError(word)

        try:
            e = re.sub(r"\b\w+\b", name, e)
        except KeyError:
            return None
        if not re.fullmatch(r"[\s\d xXa-fA-F()<>|&~+\-*]*", e):
            return None
        try:
            return int(eval(e.strip(), {"__builtins__": {}}, {}))
        except Exception:
            return None


def split_items(body):
    """The comma-separated items of an enumeration body (commas inside parentheses kept)."""
    items, depth, current = [], 0, []
    for ch in body:
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        if ch == "," and depth == 0:
            items.append("".join(current))
            current = []
        else:
            current.append(ch)
    items.append("".join(current))
    return [i for i in items if i.strip()]


def match(swift_path, members, options):
    """The C option set whose constants `members` (Swift names) name, as {member: value}:
    each member is the constant whose name ends in it (case aside), in the enumeration that
    names the most of them (at least half), the one whose name is most like `swift_path`
    among equals. None when no enumeration names half of them."""
    flat = swift_path.replace(".", "").lower()
    best = None
    for name, constants in options.sets.items():
        names = [c for c, _ in constants]
        prefix = common_prefix_of(names)
        suffix = common_suffix_of(names) if len(names) > 1 else ""
        # Each constant's own part: `UIKeyModifierShift` → shift,
        # `UITableViewCellStateShowingEditControlMask` → showingeditcontrol.
        own = {c: c[len(prefix):len(c) - len(suffix)].lower() for c in names}
        found = {}
        for member in members:
            want = member.lower()
            hits = [v for c, v in constants if own[c] == want]
            if not hits:
                hits = [v for c, v in constants if c.lower().endswith(want)
                        and (len(c) == len(want) or not c[len(c) - len(want) - 1].islower()
                             or c[len(c) - len(want)].isupper())]
            if hits:
                found[member] = hits[-1] if len(set(hits)) == 1 else exact(constants, member, name)
        found = {m: v for m, v in found.items() if v is not None}
        if not found or 2 * len(found) < len(members):
            continue
        score = (len(found), common_prefix(name.lower(), flat) + (100 if name.lower() == flat else 0))
        if best is None or score > best[0]:
            best = (score, found)
    return best[1] if best else None


def exact(constants, member, name):
    """The value of the constant named `name` + `member` (capitalised), when several end in
    `member`; None if there is no such one."""
    for prefix in (name, "k" + name):
        target = (prefix + member[0].upper() + member[1:]).lower()
        for c, v in constants:
            if c.lower() == target:
                return v
    return None


def common_prefix_of(names):
    """The longest start all of `names` share, ending where a word starts (an upper-case
    letter follows it in each), so that `UIAxisHorizontal`, `UIAxisVertical` give `UIAxis`."""
    if not names:
        return ""
    n = min(len(c) for c in names)
    i = 0
    while i < n and all(c[i] == names[0][i] for c in names):
        i += 1
    while i > 0 and not all(len(c) > i and c[i].isupper() for c in names):
        i -= 1
    return names[0][:i]


def common_suffix_of(names):
    """The longest end all of `names` share that is a word (starts with an upper-case
    letter): `…EditControlMask`, `…DeleteConfirmationMask` give `Mask`."""
    n = min(len(c) for c in names)
    i = 0
    while i < n and all(c[-1 - i] == names[0][-1 - i] for c in names):
        i += 1
    while i > 0 and not names[0][-i].isupper():
        i -= 1
    return names[0][len(names[0]) - i:] if i else ""


def common_prefix(a, b):
    n = 0
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    return n
