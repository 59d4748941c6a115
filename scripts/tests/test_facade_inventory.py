"""Tests of scripts/facade-inventory's reading of a printed interface and what it emits, on
tiny inline snippets written for these tests (no SDK needed).

Run from the repository: python3 -m unittest discover -s scripts/tests
"""

import importlib.machinery
import importlib.util
import os
import unittest

SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "facade-inventory")
_loader = importlib.machinery.SourceFileLoader("facade_inventory", SCRIPT)
_spec = importlib.util.spec_from_loader("facade_inventory", _loader)
inv = importlib.util.module_from_spec(_spec)
_loader.exec_module(inv)

INTERFACE = """
/// A documented view.
@available(iOS 2.0, *)
open class RingView : UIKit.UIView {
    /* a block comment */
    open var ringWidth: CoreGraphics.CGFloat
    open func tint(forLeftState state: UIKit.UIControl.State, rightState state: UIKit.UIControl.State) -> UIKit.UIColor?
}
extension UIKit.RingView {
    public enum Style : Swift.Int, @unchecked Swift.Sendable {
        case plain = 0
        case dashed = 3
    }
}
"""


class ReadingTests(unittest.TestCase):
    def test_declarations_nest_and_extension_names_lose_their_module(self):
        roots = inv.parse_interface(INTERFACE)
        self.assertEqual([(d.kind, d.name) for d in roots], [("class", "RingView"), ("extension", "RingView")])
        members = [(d.kind, d.name) for d in roots[0].children]
        self.assertEqual(members, [("var", "ringWidth"), ("func", "tint(forLeftState:rightState:)")])
        style = roots[1].children[0]
        self.assertEqual((style.kind, style.path), ("enum", "RingView.Style"))
        self.assertEqual([c.head for c in style.children], ["case plain = 0", "case dashed = 3"])
        self.assertEqual(roots[0].attrs, ["@available(iOS 2.0, *)"])

    def test_types_are_written_as_a_designable_writes_them(self):
        self.assertEqual(inv.normalise_type("[Foundation.NSIndexPath] -> CoreGraphics.CGFloat"),
                         "[IndexPath] -> CGFloat")
        self.assertEqual(inv.normalise_type("Foundation.NSNotification.Name", bridge=False),
                         "NSNotification.Name")

    def test_repeated_parameter_names_are_numbered(self):
        sig = "func tint(forLeftState state: UIControl.State, rightState state: UIControl.State) -> UIColor?"
        self.assertEqual(inv.unique_parameter_names(sig),
                         "func tint(forLeftState state: UIControl.State, rightState state2: UIControl.State) -> UIColor?")

    def test_a_dictionary_is_told_from_an_array_of_dictionaries(self):
        self.assertTrue(inv.top_level_colon("String : Any"))
        self.assertFalse(inv.top_level_colon("[String : Any]"))


if __name__ == "__main__":
    unittest.main()
