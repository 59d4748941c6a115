"""Tests of scripts/hidden-deprecated's inventory: what Swift hides for its deprecation and the
façade lacks, read from headers as scripts/objc-names reads them and from the name table.

Run from the repository: python3 -m unittest discover -s scripts/tests
"""

import importlib.machinery
import importlib.util
import os
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
loader = importlib.machinery.SourceFileLoader(
    "hidden_deprecated", os.path.join(HERE, "..", "hidden-deprecated"))
spec = importlib.util.spec_from_loader("hidden_deprecated", loader)
hidden = importlib.util.module_from_spec(spec)
loader.exec_module(hidden)


def prop(name, deprecated_in, usr=None):
    return {"kind": "property", "name": name, "usr": usr or "p:" + name,
            "deprecated_in": deprecated_in, "getter": name,
            "setter": "set" + name[0].upper() + name[1:] + ":"}


def method(name, deprecated_in, is_class=False):
    return {"kind": "method", "name": name, "usr": "m:" + name, "class": is_class,
            "deprecated_in": deprecated_in}


class FakeHeaders:
    def __init__(self, classes, categories=(), protocols=()):
        self.classes = {c["name"]: c for c in classes}
        self.categories = list(categories)
        self.protocols = {p["name"]: p for p in protocols}


class InventoryTests(unittest.TestCase):
    def test_hidden_members_the_table_lacks_of_classes_the_facade_has(self):
        label = {"name": "UILabel", "module": "UIKit", "members": [
            prop("minimumFontSize", (6, 0)), prop("minimumScaleFactor", None),
            prop("font", (3, 0)), prop("enabled", (13, 0)),
            method("setMinimumFontSize:", (6, 0)), method("drawTextInRect:", (2, 0))]}
        accelerometer = {"name": "UIAccelerometer", "module": "UIKit",
                         "members": [prop("delegate", (5, 0))]}
        found = hidden.inventory(FakeHeaders([label, accelerometer]), {"UILabel"}, set(),
                                 {("UILabel", "font")}, {"UIKit"})
        self.assertEqual([(e["owner"], e["kind"], e["selector"], e["deprecated"]) for e in found],
                         [("UILabel", "method", "drawTextInRect:", "2.0"),
                          ("UILabel", "property", "minimumFontSize", "6.0")])

    def test_the_table_and_the_prelude_are_read(self):
        with tempfile.TemporaryDirectory() as folder:
            table = os.path.join(folder, "table.tsv")
            with open(table, "w") as f:
                f.write("# header\nT\tclass\tUIKit\tUILabel\tUILabel\tUIView\t\t@interface\n"
                        "T\tclass\tStoreKit\tSKPayment\t\tNSObject\t\t@interface\n"
                        "M\tproperty\tUIKit\tUILabel\tfont\tfont\t\t@property UIFont *font;\n")
            classes, protocols, members = hidden.read_table(table)
            self.assertEqual(classes, {"UILabel"})
            self.assertEqual(members, {("UILabel", "font")})
            prelude = os.path.join(folder, "Prelude.swift")
            with open(prelude, "w") as f:
                f.write('"""\n@interface NSString (EaselUIStringDrawing)\n'
                        "- (CGSize)sizeWithFont:(UIFont *)font;\n"
                        "- (CGSize)drawInRect:(CGRect)rect withFont:(UIFont *)font;\n@end\n")
            self.assertEqual(hidden.prelude_members(prelude),
                             {("NSString", "sizeWithFont:"), ("NSString", "drawInRect:withFont:")})


if __name__ == "__main__":
    unittest.main()
