"""Tests of scripts/facade-initializers: its reading of a convenience initializer's body, on
inline snippets, and, when the façade is built, that the checked-in table is the one the
script writes from it (an initializer of the façade changed without running it again).

Run from the repository: python3 -m unittest discover -s scripts/tests
"""

import importlib.machinery
import importlib.util
import os
import shutil
import subprocess
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
SCRIPT = os.path.join(HERE, "..", "facade-initializers")
_loader = importlib.machinery.SourceFileLoader("facade_initializers", SCRIPT)
_spec = importlib.util.spec_from_loader("facade_initializers", _loader)
initializers = importlib.util.module_from_spec(_spec)
_loader.exec_module(initializers)

TABLE = os.path.join(REPO, "Sources", "EaselObjC", "Names", "Resources",
                     "facade-initializers.tsv")
MODULES = os.path.join(REPO, ".build", "debug", "Modules")


class BodyTests(unittest.TestCase):
    def test_a_body_calling_self_init_is_restated_with_its_parameters_numbered(self):
        source = ("  public override convenience init(frame: CGRect) {\n"
                  "    self.init(style: .default, reuseIdentifier: nil)\n"
                  "    self.frame = frame  // as UIKit's\n"
                  "  }\n")
        body = initializers.body_after(source, source.index("init("))
        self.assertEqual(initializers.restated_body(body, ["frame"]),
                         "self.init(style: .default, reuseIdentifier: nil); self.frame = $0")

    def test_a_call_over_several_lines_is_one_statement(self):
        source = ("convenience init(x: Int) {\n  self.init(\n    value: x,\n    other: nil)\n}\n")
        body = initializers.body_after(source, 0)
        self.assertEqual(initializers.restated_body(body, ["x"]),
                         "self.init(value: $0, other: nil)")

    def test_a_body_doing_more_is_not_restated(self):
        source = ("convenience init() {\n  self.init(frame: .zero)\n"
                  "  UnimplementedAPI.use(\"init()\", by: self)\n}\n")
        self.assertIsNone(initializers.restated_body(initializers.body_after(source, 0), []))
        source = "convenience init() { fatalError() }"
        self.assertIsNone(initializers.restated_body(initializers.body_after(source, 0), []))


class ParameterTests(unittest.TestCase):
    def test_a_closure_that_is_not_optional_escapes(self):
        typed = "dynamicProvider: @Sendable (UITraitCollection) -> UIColor"
        self.assertEqual(initializers.parameter("dynamicProvider", "dynamicProvider", typed),
                         "dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor")
        self.assertEqual(initializers.parameter("handler", "handler",
                                                "handler: ((UIAlertAction) -> Void)?"),
                         "handler: ((UIAlertAction) -> Void)?")
        self.assertEqual(initializers.parameter("_", "selectionHandler",
                                                "selectionHandler: (Int) -> Void"),
                         "_ selectionHandler: @escaping (Int) -> Void")
        self.assertEqual(initializers.parameter("frame", "frame", "frame: CGRect"),
                         "frame: CGRect")


@unittest.skipUnless(
    os.path.exists(os.path.join(MODULES, "EaselUIKit.swiftmodule"))
    and shutil.which("swift-symbolgraph-extract"),
    "the façade is not built (swift build) or swift-symbolgraph-extract is missing")
class TableTests(unittest.TestCase):
    def test_the_checked_in_table_is_the_facades(self):
        with tempfile.TemporaryDirectory() as work:
            out = os.path.join(work, "facade-initializers.tsv")
            subprocess.run([SCRIPT, "--modules", MODULES, "--out", out], check=True,
                           capture_output=True)
            with open(out) as written, open(TABLE) as checked_in:
                self.assertEqual(
                    written.read(), checked_in.read(),
                    "run scripts/facade-initializers: the façade's initializers changed")


if __name__ == "__main__":
    unittest.main()
