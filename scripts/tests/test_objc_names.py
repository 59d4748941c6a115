"""Tests of scripts/objc-names' reading of the façade: the names a call may use when
arguments are defaulted, and the declarations the façade re-exports one by one from a module
of its own.

Run from the repository: python3 -m unittest discover -s scripts/tests
"""

import importlib.machinery
import importlib.util
import os
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
loader = importlib.machinery.SourceFileLoader(
    "objc_names", os.path.join(HERE, "..", "objc-names"))
spec = importlib.util.spec_from_loader("objc_names", loader)
objc_names = importlib.util.module_from_spec(spec)
loader.exec_module(objc_names)


def fragments(*parts):
    return [{"kind": kind, "spelling": text} for kind, text in parts]


class CallableSpellingsTests(unittest.TestCase):
    def test_a_defaulted_argument_may_be_left_out(self):
        # func fillPath(using rule: CGPathFillRule = .winding)
        f = fragments(("keyword", "func"), ("text", " "), ("identifier", "fillPath"),
                      ("text", "("), ("externalParam", "using"), ("text", " "),
                      ("internalParam", "rule"), ("text", ": "),
                      ("typeIdentifier", "CGPathFillRule"), ("text", " = .winding)"))
        self.assertEqual(objc_names.callable_spellings("fillPath(using:)", f),
                         ["fillPath()", "fillPath(using:)"])

    def test_only_defaulted_arguments_and_in_order(self):
        # func f(_ a: Int, b: (Int) -> Void = { _ in }, c: CGPoint = CGPoint(x: 0, y: 0))
        f = fragments(("keyword", "func"), ("text", " "), ("identifier", "f"), ("text", "("),
                      ("externalParam", "_"), ("text", " "), ("internalParam", "a"),
                      ("text", ": "), ("typeIdentifier", "Int"), ("text", ", "),
                      ("externalParam", "b"), ("text", ": ("), ("typeIdentifier", "Int"),
                      ("text", ") -> "), ("typeIdentifier", "Void"), ("text", " = { _ in }, "),
                      ("externalParam", "c"), ("text", ": "), ("typeIdentifier", "CGPoint"),
                      ("text", " = CGPoint(x: 0, y: 0))"))
        self.assertEqual(objc_names.callable_spellings("f(_:b:c:)", f),
                         ["f(_:)", "f(_:b:)", "f(_:b:c:)", "f(_:c:)"])

    def test_no_default_no_other_spelling(self):
        f = fragments(("keyword", "func"), ("text", " "), ("identifier", "g"), ("text", "("),
                      ("externalParam", "x"), ("text", ": "), ("typeIdentifier", "Int"),
                      ("text", ") -> "), ("typeIdentifier", "Bool"))
        self.assertEqual(objc_names.callable_spellings("g(x:)", f), ["g(x:)"])
        self.assertEqual(objc_names.callable_spellings("isHidden", []), ["isHidden"])


class ReexportTests(unittest.TestCase):
    def test_easel_uikit_reexports_cgaffinetransform_from_easel_graphics(self):
        found = objc_names.reexported_declarations()
        self.assertIn("CGAffineTransform", found.get("EaselGraphics", set()))
        self.assertNotIn("EaselUIKit", found)


if __name__ == "__main__":
    unittest.main()
