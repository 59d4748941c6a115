"""Tests of scripts/swift4-names's reading of API notes and its forwarding declarations, on
tiny inline snippets written for these tests (no SDK, no compiler).

Run from the repository: python3 -m unittest discover -s scripts/tests
"""

import importlib.machinery
import importlib.util
import os
import tempfile
import unittest

SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "swift4-names")
_loader = importlib.machinery.SourceFileLoader("swift4_names", SCRIPT)
_spec = importlib.util.spec_from_loader("swift4_names", _loader)
names = importlib.util.module_from_spec(_spec)
_loader.exec_module(names)

NOTES = {
    "Tags": [{"Name": "XYButtonKind", "SwiftName": "XYButton.Kind"}],
    "Globals": [{"Name": "XYDidTapNotification", "SwiftName": "XYButton.didTapNotification"},
                {"Name": "XYFillRed", "SwiftName": "red"}],
    "Functions": [{"Name": "XYInsetRect", "SwiftName": "CGRect.inset(self:by:)"},
                  {"Name": "XYSame", "SwiftName": "XYSame(_:)"}],
    "SwiftVersions": [
        {"Version": 3, "Tags": [{"Name": "XYButtonKind", "SwiftName": "XYKind3"}]},
        {"Version": 4,
         "Tags": [{"Name": "XYButtonKind", "SwiftName": "XYButtonKind"}],
         "Globals": [{"Name": "XYDidTapNotification", "SwiftName": "XYDidTap"},
                     {"Name": "XYFillRed", "SwiftName": "XYFillRed"}],
         "Functions": [{"Name": "XYInsetRect", "SwiftName": "XYInsetRect"},
                       {"Name": "XYSame", "SwiftName": "XYSame(_:)"}]},
    ],
}

INTERFACE4 = """\
public enum XYButtonKind : Swift.Int {
    case plain = 0
}
extension NSNotification.Name {

    public static let XYDidTap: Foundation.NSNotification.Name
}
public let XYFillRed: Swift.String
public func XYInsetRect(_ rect: CoreFoundation.CGRect, _ insets: UIKit.XYInsets) -> CoreFoundation.CGRect
"""


class Swift4NamesTests(unittest.TestCase):
    def interface(self):
        folder = tempfile.mkdtemp()
        path = os.path.join(folder, "XY.swift")
        with open(path, "w") as f:
            f.write(INTERFACE4)
        return names.Interface(path)

    def test_renames_pair_the_version_4_name_with_the_current_one(self):
        rows = names.renames(NOTES)
        self.assertEqual(rows["Tags"], [("XYButtonKind", "XYButtonKind", "XYButton.Kind")])
        self.assertEqual(rows["Functions"], [("XYInsetRect", "XYInsetRect", "CGRect.inset(self:by:)")])
        self.assertEqual(len(rows["Globals"]), 2)

    def test_interface_knows_each_declarations_owner(self):
        line, owner = self.interface().find(r"\s*public static let XYDidTap\b")
        self.assertEqual(owner, "NSNotification.Name")
        line, owner = self.interface().find(r"\s*public let XYFillRed\b")
        self.assertIsNone(owner)

    def test_spell_drops_modules_and_renames_types(self):
        self.assertEqual(
            names.spell("[Foundation.XYButtonKind : Swift.Int]", {"XYButtonKind": "XYButton.Kind"}),
            "[XYButton.Kind : Int]")
        # A member named like a renamed type is left alone.
        self.assertEqual(names.spell("x.XYButtonKind", {"XYButtonKind": "K"}), "x.XYButtonKind")

    def test_call_forwards_to_methods_initializers_and_getters(self):
        params = [("_", "rect", "CGRect"), ("_", "insets", "XYInsets")]
        self.assertEqual(names.call("CGRect.inset(self:by:)", params), "rect.inset(by: insets)")
        self.assertEqual(names.call("XYInsets.init(top:left:)", params),
                         "XYInsets(top: rect, left: insets)")
        self.assertEqual(names.call("getter:XYRange.isEmpty(self:)", params[:1]), "rect.isEmpty")
        self.assertEqual(names.call("getter:XY.isOn()", []), "XY.isOn")
        self.assertEqual(names.call("NSCoder.string(for:)", params[:1]), "NSCoder.string(for: rect)")
        self.assertIsNone(names.call("CGRect.inset(self:by:)", params[:1]))

    def test_declarations_are_marked_obsoleted_in_4_2_and_renamed(self):
        rows = names.renames(NOTES)
        types = {"XYButtonKind": "XYButton.Kind"}
        decls = dict(names.declarations(
            "XY", rows, self.interface(), types, set(), {"XYFillRed": "XYFill"},
            {"XYFill": "XYFill"}))
        self.assertIn('@available(swift, obsoleted: 4.2, renamed: "XYButton.Kind")\n'
                      "public typealias XYButtonKind = XYButton.Kind", decls["XYButtonKind"][0])
        self.assertIn("extension NSNotification.Name {", decls["XYDidTapNotification"][0])
        self.assertIn("public static var XYDidTap: NSNotification.Name "
                      "{ XYButton.didTapNotification }", decls["XYDidTapNotification"][0])
        # A String constant whose type is a wrapper today: the String it was in Swift 4 first
        # (its raw value), then the wrapper.
        self.assertIn("public var XYFillRed: String { XYFill.red.rawValue }", decls["XYFillRed"][0])
        self.assertIn("public var XYFillRed: XYFill { XYFill.red }", decls["XYFillRed"][1])
        self.assertIn("public func XYInsetRect(_ rect: CGRect, _ insets: XYInsets) -> CGRect "
                      "{ rect.inset(by: insets) }", decls["XYInsetRect"][0])
        # A name the façade declares by hand is left to it.
        decls = dict(names.declarations(
            "XY", rows, self.interface(), types, {"XYButtonKind"}, {}, {}))
        self.assertNotIn("XYButtonKind", decls)


    def test_unlisted_constants_of_an_unwrapped_typedef_are_renamed_by_their_distinct_words(self):
        notes = {"SwiftVersions": [{"Version": 4, "Typedefs": [
            {"Name": "XYTimingName", "SwiftWrapper": "none"}]}]}
        globals_types = {"kXYTimingEaseIn": "XYTimingName", "kXYTimingEaseInEaseOut": "XYTimingName",
                         "kXYTimingLinear": "XYTimingName", "kXYOther": "XYOtherType"}
        rows = names.implicit_renames(notes, globals_types, {"kXYTimingLinear"})
        self.assertEqual(rows, [("kXYTimingEaseIn", "kXYTimingEaseIn", "easeIn"),
                                ("kXYTimingEaseInEaseOut", "kXYTimingEaseInEaseOut",
                                 "easeInEaseOut")])

    def test_members_renamed_for_swift_4_are_listed_and_found_in_the_facade(self):
        notes = {
            "Classes": [{"Name": "XYSpinner",
                         "Methods": [{"Selector": "initWithSpinnerStyle:", "MethodKind": "Instance",
                                      "SwiftName": "init(style:)"}],
                         "Properties": [{"Name": "spinnerStyle", "SwiftName": "style"}]}],
            "SwiftVersions": [{"Version": 4, "Classes": [{
                "Name": "XYSpinner",
                "Methods": [{"Selector": "initWithSpinnerStyle:", "MethodKind": "Instance",
                             "SwiftName": "init(spinnerStyle:)"}],
                "Properties": [{"Name": "spinnerStyle", "SwiftName": "spinnerStyle"},
                               {"Name": "color", "Nullability": "O"}]}]}],
        }
        rows = names.member_renames(notes)
        self.assertEqual(rows, [("XYSpinner", "init(spinnerStyle:)", "init(style:)"),
                                ("XYSpinner", "spinnerStyle", "style")])
        sources = ('  @available(swift, obsoleted: 4.2, renamed: "init(style:)")\n'
                   "  public init(spinnerStyle style: Style) {}\n"
                   "  public var spinnerStyle: Style { style }\n")
        self.assertTrue(names.declares_member("init(spinnerStyle:)", sources))
        # Declared without the availability that tells Swift 4.2 the new name: not counted.
        self.assertFalse(names.declares_member("spinnerStyle", sources))
        self.assertFalse(names.declares_member("init(otherStyle:)", sources))


if __name__ == "__main__":
    unittest.main()
