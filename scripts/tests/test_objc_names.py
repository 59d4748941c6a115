"""Tests of scripts/objc-names' reading of the façade: the names a call may use when
arguments are defaulted, and the declarations the façade re-exports one by one from a module
of its own.

Run from the repository: python3 -m unittest discover -s scripts/tests
"""

import importlib.machinery
import importlib.util
import os
import unittest
from unittest import mock

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



class FrameworkInventoryTests(unittest.TestCase):
    """Which frameworks the table covers, and what it declares of them, come from the SDK's
    inventory and the façade's modules, not from a list typed by hand."""

    def test_facade_frameworks_the_sdk_has(self):
        import tempfile
        sdk = tempfile.mkdtemp()
        for name in ["AVFoundation", "Security", "UIKit"]:
            os.makedirs(os.path.join(sdk, "System/Library/Frameworks", name + ".framework",
                                     "Headers"))
        found = objc_names.facade_frameworks(sdk)
        # Façade modules the SDK has as frameworks, UIKit's own left to UIKIT_MODULES;
        # CommonCrypto (the SDK's C library) and os are no frameworks.
        self.assertEqual(found, ["AVFoundation", "Security"])

    def table(self, protocols, classes=(), variables=()):
        headers = type("Headers", (), {})()
        headers.classes = {c["name"]: c for c in classes}
        headers.protocols = {p["name"]: p for p in protocols}
        headers.categories, headers.functions, headers.typedefs = [], {}, {}
        headers.enums, headers.structs, headers.enumerators = {}, {}, {}
        headers.variables = {v["name"]: v for v in variables}
        objc_names.set_frameworks("/nonexistent")
        return objc_names.Table(headers, {}, set(), {})

    def test_every_protocol_of_the_frameworks_is_declared(self):
        protocols = [
            {"name": "NSCopying", "module": "Foundation", "protocols": [], "members": []},
            {"name": "NSMutableCopying", "module": "Foundation", "protocols": [], "members": []},
            {"name": "GKLocal", "module": "GameKit", "protocols": [], "members": []},
        ]
        classes = [{"name": "NSString", "module": "Foundation", "super": "", "params": [],
                    "protocols": ["NSCopying", "NSMutableCopying", "GKLocal"], "members": []}]
        table = self.table(protocols, classes)
        table.forward_classes.add("NSString")
        table.class_rows()
        rows = {r["name"]: r for r in table.type_order}
        self.assertIn("NSMutableCopying", rows)  # no member names it: still declared
        self.assertNotIn("GKLocal", rows)  # not a framework the table covers
        self.assertEqual(rows["NSString"]["protocols"], "NSCopying,NSMutableCopying")

    def test_a_static_constant_keeps_its_value(self):
        variables = [
            {"name": "UILayoutPriorityRequired", "module": "UIKit",
             "type": "const UILayoutPriority", "value": "1000.0"},
            {"name": "UIFontTextStyleBody", "module": "UIKit",
             "type": "const UIFontTextStyle", "value": None},
        ]
        table = self.table([], variables=variables)
        table.names = {"UILayoutPriorityRequired": (["UILayoutPriority", "required"], "var"),
                       "UIFontTextStyleBody": (["UIFont", "TextStyle", "body"], "var")}
        table.h.variables = {v["name"]: v for v in variables}  # keyed by USR in the script
        table.facade = {"UILayoutPriority.required", "UIFont.TextStyle.body"}
        table.declarable = lambda types, container: True
        table.enumerator_rows = lambda: setattr(table, "kept_enumerators", {})
        table.c_rows()
        declarations = {m["objc"]: m["declaration"] for m in table.members}
        self.assertEqual(declarations["UILayoutPriorityRequired"],
                         "static const UILayoutPriority UILayoutPriorityRequired = 1000.0;")
        self.assertEqual(declarations["UIFontTextStyleBody"],
                         "extern const UIFontTextStyle UIFontTextStyleBody;")

    def test_an_enumerator_swift_hides_is_the_one_it_aliases(self):
        # NSLayoutAttributeBaseline NS_SWIFT_UNAVAILABLE("Use 'lastBaseline' instead")
        #   = NSLayoutAttributeLastBaseline
        table = self.table([])
        table.h.enumerators = {
            "c:@E@NSLayoutAttribute@NSLayoutAttributeLastBaseline": {
                "name": "NSLayoutAttributeLastBaseline", "enum": "c:@E@NSLayoutAttribute",
                "value": 11, "module": "UIKit"},
            "c:@E@NSLayoutAttribute@NSLayoutAttributeBaseline": {
                "name": "NSLayoutAttributeBaseline", "enum": "c:@E@NSLayoutAttribute",
                "value": 11, "module": "UIKit"},
            "c:@E@NSLayoutAttribute@NSLayoutAttributeTop": {
                "name": "NSLayoutAttributeTop", "enum": "c:@E@NSLayoutAttribute",
                "value": 3, "module": "UIKit"},
        }
        table.names = {"c:@E@NSLayoutAttribute@NSLayoutAttributeLastBaseline": (
            ["NSLayoutConstraint", "Attribute", "lastBaseline"], "case")}
        table.facade = {"NSLayoutConstraint.Attribute.lastBaseline"}
        table.enumerator_rows()
        rows = {m["objc"]: m["swift"] for m in table.members}
        self.assertEqual(rows["NSLayoutAttributeBaseline"],
                         "NSLayoutConstraint.Attribute.lastBaseline")
        self.assertNotIn("NSLayoutAttributeTop", rows)  # no Swift name, no alias: left out

    def test_a_deprecated_alias_swift_names_is_the_facades_enumerator(self):
        # kCTCenterTextAlignment CT_ENUM_DEPRECATED(...) = kCTTextAlignmentCenter: Swift names
        # it CTTextAlignment.kCTCenterTextAlignment, which the façade does not declare.
        table = self.table([])
        center = "c:@E@CTTextAlignment@kCTTextAlignmentCenter"
        old = "c:@E@CTTextAlignment@kCTCenterTextAlignment"
        table.h.enumerators = {
            center: {"name": "kCTTextAlignmentCenter", "enum": "c:@E@CTTextAlignment",
                     "value": 2, "module": "CoreText"},
            old: {"name": "kCTCenterTextAlignment", "enum": "c:@E@CTTextAlignment",
                  "value": 2, "module": "CoreText"},
        }
        table.names = {center: (["CTTextAlignment", "center"], "case"),
                       old: (["CTTextAlignment", "kCTCenterTextAlignment"], "var")}
        table.facade = {"CTTextAlignment.center"}
        with mock.patch.object(objc_names, "MODULES", objc_names.MODULES + ["CoreText"]):
            table.enumerator_rows()
        rows = {m["objc"]: m["swift"] for m in table.members}
        self.assertEqual(rows["kCTCenterTextAlignment"], "CTTextAlignment.center")
        self.assertEqual(rows["kCTTextAlignmentCenter"], "CTTextAlignment.center")

    def test_a_constant_naming_an_enumerator_is_that_enumerator(self):
        # static const UITextWritingDirection UITextWritingDirectionNatural
        #   API_DEPRECATED_WITH_REPLACEMENT("NSWritingDirectionNatural", ...)
        #   = NSWritingDirectionNatural;
        table = self.table([])
        natural = "c:@E@NSWritingDirection@NSWritingDirectionNatural"
        table.h.enums = {"c:@E@NSWritingDirection": {"name": "NSWritingDirection"}}
        table.h.enumerators = {natural: {"name": "NSWritingDirectionNatural",
                                         "enum": "c:@E@NSWritingDirection", "value": -1,
                                         "module": "UIKit"}}
        table.h.typedefs = {"UITextWritingDirection": {"underlying": "NSWritingDirection"}}
        table.h.variables = {
            "c:UITextInput.h@UITextWritingDirectionNatural": {
                "name": "UITextWritingDirectionNatural", "module": "UIKit",
                "type": "const UITextWritingDirection", "value": "-1", "alias": natural},
            # Of another type than the enumerator's: Swift's type would differ, left out.
            "c:Easel.h@EaselNatural": {
                "name": "EaselNatural", "module": "UIKit", "type": "const NSInteger",
                "value": "-1", "alias": natural},
        }
        table.names = {natural: (["NSWritingDirection", "natural"], "case")}
        table.facade = {"NSWritingDirection.natural"}
        table.declarable = lambda types, container: True
        table.c_rows()
        rows = {m["objc"]: m for m in table.members}
        self.assertEqual(rows["UITextWritingDirectionNatural"]["swift"],
                         "NSWritingDirection.natural")
        self.assertEqual(rows["UITextWritingDirectionNatural"]["declaration"],
                         "static const UITextWritingDirection "
                         "UITextWritingDirectionNatural = -1;")
        self.assertNotIn("EaselNatural", rows)

    def test_an_anonymous_struct_is_named_as_swift_names_its_typedef(self):
        # typedef struct { NSInteger majorVersion; … } NSOperatingSystemVersion;
        table = self.table([])
        table.h.structs = {"NSOperatingSystemVersion": {
            "name": "NSOperatingSystemVersion", "module": "Foundation",
            "fields": [("majorVersion", "NSInteger")]}}
        table.h.typedefs = {"NSOperatingSystemVersion": {
            "name": "NSOperatingSystemVersion", "module": "Foundation",
            "underlying": "NSOperatingSystemVersion",
            "usr": "c:NSProcessInfo.h@T@NSOperatingSystemVersion"}}
        table.names = {"c:@SA@NSOperatingSystemVersion": (["OperatingSystemVersion"],
                                                          "swift.struct")}
        table.resolve_all = lambda spelling: True
        self.assertTrue(table.add_struct("NSOperatingSystemVersion"))
        self.assertTrue(table.add_typedef("NSOperatingSystemVersion"))
        self.assertEqual([r["swift"] for r in table.type_order],
                         ["OperatingSystemVersion", "OperatingSystemVersion"])

    def test_a_hidden_comparison_of_an_equatable_type_is_its_operator(self):
        table = self.table([])
        table.facade = {"NSDirectionalEdgeInsets.==(_:_:)"}
        f = {"name": "NSDirectionalEdgeInsetsEqualToDirectionalEdgeInsets",
             "params": [("insets1", "NSDirectionalEdgeInsets"),
                        ("insets2", "NSDirectionalEdgeInsets")]}
        self.assertEqual(table.equality_spelling(f), "NSDirectionalEdgeInsets.==(_:_:)")
        # Not Equatable in the façade, or not one type: no Swift name.
        self.assertIsNone(table.equality_spelling(
            dict(f, params=[("a", "UIFloatRange"), ("b", "UIFloatRange")],
                 name="UIFloatRangeIsEqualToRange")))
        self.assertIsNone(table.equality_spelling(
            dict(f, params=[("a", "NSDirectionalEdgeInsets"), ("b", "UIEdgeInsets")])))

    def test_coordinates_one_by_one_are_the_overlays_points(self):
        table = self.table([])
        table.facade = {"CGContext.addArc(tangent1End:tangent2End:radius:)",
                        "CGContext.addArc(center:radius:startAngle:endAngle:clockwise:)"}
        f = {"params": [("c", "CGContextRef"), ("x1", "CGFloat"), ("y1", "CGFloat"),
                        ("x2", "CGFloat"), ("y2", "CGFloat"), ("radius", "CGFloat")]}
        self.assertEqual(table.point_spelling("CGContext.addArc(x1:y1:x2:y2:radius:)", f),
                         "CGContext.addArc(tangent1End:tangent2End:radius:)")
        # No x/y pair: not regrouped.
        g = {"params": [("c", "CGContextRef"), ("a", "CGFloat"), ("b", "CGFloat"),
                        ("radius", "CGFloat")]}
        self.assertIsNone(table.point_spelling("CGContext.addArc(a:b:radius:)", g))


class OverlayRenamesTests(unittest.TestCase):
    def interface(self, module, text):
        import tempfile
        sdk = tempfile.mkdtemp()
        folder = os.path.join(sdk, "usr/lib/swift", module + ".swiftmodule")
        os.makedirs(folder)
        with open(os.path.join(folder, "arm64-apple-ios.swiftinterface"), "w") as f:
            f.write(text)
        return sdk

    def test_a_comparison_deprecated_for_equality_is_its_types_operator(self):
        sdk = self.interface("UIKit", "\n".join([
            '@available(swift, deprecated: 4.2, message: "Use == operator instead.")',
            "public func UIEdgeInsetsEqualToEdgeInsets(_ insets1: UIKit.UIEdgeInsets, "
            "_ insets2: UIKit.UIEdgeInsets) -> Swift.Bool",
            '@available(*, unavailable, message: "Use == instead")',
            "public func CGColorEqualToColor(_ color1: CoreGraphics.CGColor?, "
            "_ color2: CoreGraphics.CGColor?) -> Swift.Bool",
            '@available(swift, deprecated: 4.2, message: "Use something else instead.")',
            "public func UIThingDo(_ a: UIKit.UIThing) -> Swift.Bool", ""]))
        renames = objc_names.overlay_renames(sdk)
        self.assertEqual(renames["UIEdgeInsetsEqualToEdgeInsets"], "UIEdgeInsets.==(_:_:)")
        self.assertEqual(renames["CGColorEqualToColor"], "CGColor.==(_:_:)")
        self.assertNotIn("UIThingDo", renames)  # deprecated for another reason: kept


if __name__ == "__main__":
    unittest.main()


class DeclaredRetirementTests(unittest.TestCase):
    """A retirement message naming a member the overlay does not declare means the one
    method of that type and base name taking the C function's parameters."""

    MEMBERS = objc_names.overlay_methods([
        "extension CoreGraphics.CGPath {",
        "  public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat], "
        "transform: CGAffineTransform = .identity) -> CGPath",
        "  public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, "
        "lineJoin: CGLineJoin, miterLimit: CGFloat, transform: CGAffineTransform = .identity) "
        "-> CGPath",
        "}",
    ])

    def test_the_stroking_copy_is_found_by_its_parameters(self):
        c = objc_names.split_top(
            "_ path: CGPath?, _ transform: UnsafePointer<CGAffineTransform>, "
            "_ lineWidth: CGFloat, _ lineCap: CGLineCap, _ lineJoin: CGLineJoin, "
            "_ miterLimit: CGFloat")
        self.assertEqual(
            objc_names.declared_retirement(
                "CGPath.copy(byStroking:lineWidth:lineCap:lineJoin:miterLimit:transform:)", c,
                self.MEMBERS),
            "CGPath.copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)")

    def test_a_pointer_and_its_count_are_one_array(self):
        c = objc_names.split_top(
            "_ path: CGPath?, _ transform: UnsafePointer<CGAffineTransform>, "
            "_ phase: CGFloat, _ lengths: UnsafePointer<CGFloat>, _ count: Int")
        self.assertEqual(
            objc_names.declared_retirement(
                "CGPath.copy(byDashingWithPhase:lengths:transform:)", c, self.MEMBERS),
            "CGPath.copy(dashingWithPhase:lengths:transform:)")

    def test_a_declared_name_is_kept(self):
        self.assertEqual(
            objc_names.declared_retirement(
                "CGPath.copy(dashingWithPhase:lengths:transform:)", [], self.MEMBERS),
            "CGPath.copy(dashingWithPhase:lengths:transform:)")


class HiddenDeprecatedTests(unittest.TestCase):
    def test_only_what_ios_7_or_earlier_deprecated_is_hidden(self):
        self.assertTrue(objc_names.hidden_deprecated({"deprecated_in": (3, 0)}))
        self.assertTrue(objc_names.hidden_deprecated({"deprecated_in": (7, 1)}))
        self.assertFalse(objc_names.hidden_deprecated({"deprecated_in": (8, 0)}))
        self.assertFalse(objc_names.hidden_deprecated({"deprecated_in": None}))
        self.assertFalse(objc_names.hidden_deprecated({}))

    def test_a_hidden_method_is_named_from_its_selector_under_the_reserved_prefix(self):
        name = objc_names.deprecated_method_name
        # An initializer keeps its name: a subclass's of that name is its own (convenience).
        self.assertEqual(name("initWithFrame:reuseIdentifier:"), "init(frame:reuseIdentifier:)")
        self.assertEqual(name("initWithURLString:"), "init(urlString:)")
        self.assertEqual(name("setStatusBarHidden:animated:"),
                         "__objc_setStatusBarHidden(_:animated:)")
        self.assertEqual(name("dismissModalViewControllerAnimated:"),
                         "__objc_dismissModalViewControllerAnimated(_:)")
        self.assertEqual(name("viewDidUnload"), "__objc_viewDidUnload()")
        # `initialize…` is no initializer: its piece after `init` starts with a small letter.
        self.assertEqual(name("initializeWith:"), "__objc_initializeWith(_:)")

    def test_a_hidden_property_is_its_name_under_the_reserved_prefix(self):
        self.assertEqual(objc_names.hidden_property_name("font"), "__objc_font")
