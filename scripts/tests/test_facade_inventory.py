"""Tests of scripts/facade-inventory's reading of a printed interface and what it emits, on
tiny inline snippets written for these tests (no SDK needed).

Run from the repository: python3 -m unittest discover -s scripts/tests
"""

import importlib.machinery
import importlib.util
import os
import tempfile
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


# A Core Foundation-like framework: a root class, a toll-free bridged one, a C struct of a
# C integer alias, a creating function, constants with and without a documented value, a
# callback, and an unmanaged string.
C_FRAMEWORK = """
public typealias CFIndex = Swift.Int
public class CFBundle {
}
public class CFDictionary {
}
public struct CFRange {
    public init()
    public init(location: CoreFoundation.CFIndex, length: CoreFoundation.CFIndex)
    public var location: CoreFoundation.CFIndex
    public var length: CoreFoundation.CFIndex
}
public func CFRangeMake(_ loc: CoreFoundation.CFIndex, _ len: CoreFoundation.CFIndex) -> CoreFoundation.CFRange
public func CFBundleGetMainBundle() -> CoreFoundation.CFBundle!
public func CFBundleCreateCopy(_ bundle: CoreFoundation.CFBundle) -> CoreFoundation.CFBundle
public func CFBundleGetIdentifier(_ bundle: CoreFoundation.CFBundle!) -> Swift.Unmanaged<CoreFoundation.CFString>!
public typealias CFBundleCallBack = @convention(c, cType: "void (*)(void *)") (Swift.UnsafeMutableRawPointer?) -> Swift.Void
public let kCFBundleIdentifierKey: CoreFoundation.CFString!
public let kCFBundleUnknownKey: CoreFoundation.CFString!
public var kCFNumberOfTheBeast: CoreFoundation.CFIndex { get }
public struct CFRunLoopMode : Swift.RawRepresentable, @unchecked Swift.Sendable {
    public init(_ rawValue: CoreFoundation.CFString)
    public init(rawValue: CoreFoundation.CFString)
}
extension CoreFoundation.CFRunLoopMode {
    public static let commonModes: CoreFoundation.CFRunLoopMode!
}
"""


def generate_c_framework(origin="CoreFoundation"):
    cov = inv.load_sdk_coverage()
    facade = cov.SwiftIndex()
    facade.types.update({"NSObject", "NSDictionary", "NSString"})
    facade.members["NSObject"] = {"init()"}
    facade.aliases["CFString"] = "String"
    facade.types.add("CFString")
    i = inv.Inventory(cov, facade, None, facade)
    for d in inv.parse_interface(C_FRAMEWORK):
        if d.kind in ("func", "var", "let"):
            i.global_origin[d.name] = origin
    em = inv.Emitter(i)
    files = inv.generate(inv.parse_interface(C_FRAMEWORK), i, em)
    return i, "\n".join("\n".join(lines) for lines in files.values())


class CFrameworkTests(unittest.TestCase):
    def test_a_c_function_pointer_is_a_swift_closure_and_unmanaged_strings_hold_nsstring(self):
        self.assertEqual(
            inv.normalise_type('@convention(c, cType: "void (*)(void *)") (Swift.UnsafeMutableRawPointer?) -> Swift.Void'),
            "(UnsafeMutableRawPointer?) -> Void")
        self.assertEqual(inv.normalise_type("Swift.Unmanaged<CoreFoundation.CFString>!"),
                         "Unmanaged<NSString>!")

    def test_core_foundation_types_are_classes_and_toll_free_ones_foundation_classes(self):
        _, text = generate_c_framework()
        self.assertIn("open class CFBundle: NSObject {", text)
        self.assertIn("public typealias CFDictionary = NSDictionary", text)
        self.assertIn("public typealias CFBundleCallBack = (UnsafeMutableRawPointer?) -> Void", text)

    def test_a_c_struct_of_c_integers_is_declared_with_zero_fields(self):
        i, text = generate_c_framework()
        self.assertIn("public var location: CFIndex = 0", text)
        self.assertEqual(i.zero("CFRange"), "CFRange()")
        self.assertEqual(i.zero("CFIndex"), "0")

    def test_c_functions_keep_their_signature_record_their_use_and_return_the_value_at_rest(self):
        _, text = generate_c_framework()
        self.assertIn("public func CFRangeMake(_ loc: CFIndex, _ len: CFIndex) -> CFRange {\n"
                      '  UnimplementedAPI.use("CFRangeMake(_:_:)", by: UnimplementedAPI.designableCode); '
                      "return CFRange()\n}", text)
        self.assertIn("public func CFBundleGetMainBundle() -> CFBundle! {", text)
        self.assertIn("return nil", text)
        # A function that creates a non-optional object gives a fresh one.
        self.assertIn("-> CFBundle {\n"
                      '  UnimplementedAPI.use("CFBundleCreateCopy(_:)", by: UnimplementedAPI.designableCode); '
                      "return CFBundle()", text)
        self.assertIn("-> Unmanaged<NSString>! {", text)

    def test_only_constants_with_a_documented_value_are_declared(self):
        i, text = generate_c_framework()
        self.assertIn('public var kCFBundleIdentifierKey: CFString! { "CFBundleIdentifier" }', text)
        self.assertNotIn("kCFBundleUnknownKey", text)
        self.assertNotIn("kCFNumberOfTheBeast", text)
        reasons = dict(i.left_out)
        self.assertEqual(reasons["kCFBundleUnknownKey"],
                         "constant whose value the interface does not give")


    def test_a_core_foundation_string_wrappers_constants_are_keys(self):
        # CFString is String here, so kCFRunLoopCommonModes, imported as
        # CFRunLoopMode.commonModes, is a key like a String wrapper's constants.
        i, text = generate_c_framework()
        self.assertIn("public var rawValue: CFString", text)
        self.assertIn('public static let commonModes = CFRunLoopMode(rawValue: "CFRunLoopMode.commonModes")', text)
        self.assertNotIn("CFRunLoopMode.commonModes", dict(i.left_out))

    def test_an_opaque_key_frameworks_string_constants_are_their_own_names(self):
        # The same constants, as Security's: keys only that framework reads.
        i, text = generate_c_framework(origin="Security")
        self.assertIn('kCFBundleUnknownKey: CFString! = "kCFBundleUnknownKey"', text)
        self.assertNotIn("kCFNumberOfTheBeast", text)
        # SystemConfiguration's: the keys of the dictionaries it gives (`kCNNetworkInfoKeySSID`).
        i, text = generate_c_framework(origin="SystemConfiguration")
        self.assertIn('kCFBundleUnknownKey: CFString! = "kCFBundleUnknownKey"', text)


class FacadeDependencyTests(unittest.TestCase):
    def test_each_inventoried_facade_depends_on_core_graphics_or_uikit(self):
        deps = inv.facade_dependencies()
        for name in inv.FACADE_FRAMEWORKS:
            self.assertTrue({"CoreGraphics", "UIKit"} & set(deps[name]), name)
            self.assertTrue({"EaselUIKit", "UIKit"} & set(deps[name]), name)


FOUNDATION_LIKE = """
open class DurationFormatter : Foundation.Formatter {
    open var unitsStyle: Foundation.DurationFormatter.UnitsStyle
}
extension Foundation.DurationFormatter {
    public enum UnitsStyle : Swift.Int, @unchecked Swift.Sendable {
        case positional = 0
        case abbreviated = 1
    }
    open var maximumUnitCount: Swift.Int
}
open class ForwardingProxy : ObjectiveC.NSObjectProtocol {
}
"""


class NewTypesOnlyTests(unittest.TestCase):
    def generate(self):
        cov = inv.load_sdk_coverage()
        facade = cov.SwiftIndex()
        facade.types.update({"NSObject", "Formatter"})
        facade.members["Formatter"] = {"init()"}
        facade.inherits["Formatter"] = {"NSObject"}
        i = inv.Inventory(cov, facade, None, facade)
        em = inv.Emitter(i)
        em.skip = {"ForwardingProxy": "a root class"}
        files = inv.generate(inv.parse_interface(FOUNDATION_LIKE), i, em, new_types_only=True)
        return i, "\n".join("\n".join(lines) for lines in files.values())

    def test_a_generated_types_extension_members_and_nested_types_are_declared(self):
        _, text = self.generate()
        self.assertIn("open class DurationFormatter: Formatter {", text)
        self.assertIn("public enum UnitsStyle: Int, Sendable {", text)
        self.assertIn("default: .positional", text)
        # Declared in an extension by the SDK, in the class's body here: overridable.
        body = text[text.index("open class DurationFormatter"):]
        self.assertIn("  open var maximumUnitCount: Int {", body)
        self.assertNotIn("extension DurationFormatter {\n  public var maximumUnitCount", text)

    def test_a_type_in_the_skip_list_is_left_out_with_its_reason(self):
        i, text = self.generate()
        self.assertNotIn("ForwardingProxy", text)
        self.assertIn(("ForwardingProxy", "a root class"), i.left_out)


# A class Linux's Foundation has (`Ledger`, with `total` and a longer `post`), an option set it
# has, and an NSObject category: Apple's members the class lacks are declared apart.
FOUNDATION_EXISTING = """
open class Ledger : ObjectiveC.NSObject {
    open var total: Swift.Int
    open var behavior: Swift.Int
    open var summary: Swift.String { get }
    open class var shared: Swift.String? { get }
    open func post(name: Swift.String, object: Any?)
    open func reset()
}
public struct LedgerOptions : Swift.OptionSet, @unchecked Swift.Sendable {
    public init(rawValue: Swift.UInt)
    public static var compact: Foundation.LedgerOptions { get }
}
extension ObjectiveC.NSObject {
    open func setValuesForKeys(_ keyedValues: [Swift.String : Any])
}
"""


class ExistingFoundationClassTests(unittest.TestCase):
    """Members Apple's Foundation declares on a class Linux's Foundation has without them."""

    def generate(self):
        cov = inv.load_sdk_coverage()
        facade = cov.SwiftIndex()
        facade.types.add("NSObject")
        linux = cov.SwiftIndex()
        linux.types.update({"NSObject", "Ledger", "LedgerOptions"})
        linux.inherits["Ledger"] = {"NSObject"}
        for owner, name in (("Ledger", "total"), ("Ledger", "post(name:object:userInfo:)"),
                            ("LedgerOptions", "init(rawValue:)")):
            linux.add_member(owner, name, name.split("(")[0], name.count(":") if "(" in name else None)
        i = inv.Inventory(cov, facade, linux, facade)
        em = inv.Emitter(i)
        apart = {}
        files = inv.generate(inv.parse_interface(FOUNDATION_EXISTING), i, em, apart=apart)
        return i, "\n".join("\n".join(lines) for lines in files.values()), "\n".join(apart.get("Ledger", []))

    def test_a_linux_classs_missing_members_are_declared_apart_and_recorded(self):
        _, text, ledger = self.generate()
        self.assertNotIn("Ledger", text)
        self.assertNotIn("var total", ledger)
        # A settable property keeps what is set; setting it is recorded.
        self.assertIn('get { UnimplementedAPI.value(of: self, "Ledger.behavior", default: 0) }', ledger)
        # A read-only class property is computed on iOS: its value at rest is recorded as a use.
        self.assertIn('public static var shared: String? { UnimplementedAPI.use("Ledger.shared", by: Ledger.self); return nil }', ledger)

    def test_what_linux_has_otherwise_is_left_out_with_its_reason(self):
        i, _, ledger = self.generate()
        self.assertNotIn("post(name", ledger)
        self.assertIn(("Ledger.post(name:object:)", "Linux declares a longer form of it"), i.left_out)
        # What a subclass implements (`-isConcurrent`, `-main`): an extension's member would
        # stop it, since Swift can neither override nor redeclare one.
        clash = "instance method or read-only property of a Linux class: a subclass's own would clash"
        self.assertIn(("Ledger.summary", clash), i.left_out)
        self.assertIn(("Ledger.reset()", clash), i.left_out)
        self.assertNotIn("reset()", ledger)
        self.assertIn(("LedgerOptions.compact", "member of a value type Linux's Foundation has"), i.left_out)
        self.assertIn(("NSObject.setValuesForKeys(_:)", "NSObject's Foundation categories are behaviour"),
                      i.left_out)


HAND_WRITTEN_VIEW = """import Foundation

/// A view written by hand.
@MainActor
open class Gauge: UIView {
  open var value: CGFloat = 0
}

open class Empty: NSObject {}

extension Gauge {
  func helper() {}
}
"""

GAUGE_INTERFACE = """
open class Gauge : UIKit.UIView {
    open var value: CoreGraphics.CGFloat
    open var needleColor: UIKit.UIColor?
    open class func defaultRange() -> Swift.Int
    open func reset(animated: Swift.Bool)
}
"""


MIRRORING_INTERFACE = """
public protocol UIPasteConfigurationSupporting : ObjectiveC.NSObjectProtocol {
    optional func canPaste(_ itemProviders: [Foundation.NSItemProvider]) -> Swift.Bool
}
public protocol RingDelegate : ObjectiveC.NSObjectProtocol {
    optional func ringCount(_ controller: UIKit.RingController) -> Swift.Int
}
open class UIResponder : ObjectiveC.NSObject, UIKit.UIPasteConfigurationSupporting {
}
open class UIView : UIKit.UIResponder, Foundation.NSSecureCoding {
}
open class Gauge : UIKit.UIView, Foundation.NSCoding {
    open func reset(animated: Swift.Bool)
    open func encode(with coder: Foundation.NSCoder)
}
open class RingController : UIKit.UIResponder, UIKit.RingDelegate {
}
"""

NSCODING_INTERFACE = """
public protocol NSCoding {
    func encode(with coder: Foundation.NSCoder)
    init?(coder: Foundation.NSCoder)
}
public protocol NSSecureCoding : Foundation.NSCoding {
    static var supportsSecureCoding: Swift.Bool { get }
}
"""


class ClassBodyTests(unittest.TestCase):
    """Members of a hand-written class go in its body, where a subclass can override them."""

    def generate(self):
        cov = inv.load_sdk_coverage()
        facade = cov.SwiftIndex()
        facade.types.update({"NSObject", "UIView", "UIColor", "Gauge"})
        facade.members["Gauge"] = {"value"}
        facade.inherits["Gauge"] = {"UIView"}
        i = inv.Inventory(cov, facade, None, facade)
        em = inv.Emitter(i)
        files = inv.generate(inv.parse_interface(GAUGE_INTERFACE), i, em, bodies={"Gauge": "x"})
        return i, "\n".join("\n".join(lines) for lines in files.values())

    def test_a_hand_written_classs_members_are_open_in_its_body(self):
        i, text = self.generate()
        self.assertNotIn("extension Gauge", text)
        body = "\n".join(i.class_bodies["Gauge"])
        self.assertIn("  open var needleColor: UIColor? {", body)
        self.assertIn("  open class func defaultRange() -> Int {", body)
        self.assertIn("  open func reset(animated: Bool) {", body)
        self.assertNotIn("var value", body)  # written by hand already

    def test_an_adopted_protocols_requirements_are_mirrored_into_the_first_adopting_view(self):
        # As Swift's importer does: `override func encode(with:)` and `canPaste(_:)` compile on
        # iOS in a subclass, though neither class declares them.
        cov = inv.load_sdk_coverage()
        facade = cov.SwiftIndex()
        facade.types.update({"NSObject", "UIResponder", "UIView", "NSCoder", "NSItemProvider", "Gauge"})
        facade.members["Gauge"] = {"value"}
        facade.inherits.update({"Gauge": {"UIView"}, "UIView": {"UIResponder"},
                                "UIResponder": {"NSObject"}})
        i = inv.Inventory(cov, facade, None, facade)
        roots = inv.parse_interface(MIRRORING_INTERFACE)
        inv.index_types(inv.parse_interface(NSCODING_INTERFACE), i)
        inv.generate(roots, i, inv.Emitter(i), bodies={"Gauge": "x", "UIView": "x", "UIResponder": "x"})
        view = "\n".join(i.class_bodies.get("UIView", []))
        gauge = "\n".join(i.class_bodies.get("Gauge", []))
        responder = "\n".join(i.class_bodies.get("UIResponder", []))
        self.assertIn("  open func encode(with coder: NSCoder) {", view)
        self.assertIn("  open func canPaste(_ itemProviders: [NSItemProvider]) -> Bool {", responder)
        # Once, on the first class that adopts it; not the class's own, nor a static one.
        self.assertNotIn("encode(with", gauge)
        self.assertIn("open func reset(animated: Bool)", gauge)
        self.assertNotIn("supportsSecureCoding", view)
        self.assertEqual(view.count("func encode(with"), 1)
        # A controller's delegate requirements are not: a table asks only what a subclass has.
        self.assertNotIn("Controller", "\n".join(i.class_bodies))

    def test_the_region_is_written_into_the_body_and_read_back_without_it(self):
        i, _ = self.generate()
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "Gauge.swift")
            with open(path, "w") as f:
                f.write(HAND_WRITTEN_VIEW)
            classes = inv.hand_written_classes(tmp, os.path.join(tmp, "Inventory"))
            self.assertEqual(classes, {"Gauge": path, "Empty": path})
            inv.write_class_bodies(dict(i.class_bodies, Empty=["", "  open var x: Int { 0 }"]), classes)
            written = open(path).read()
            gauge = written[written.index("open class Gauge"):written.index("\n}\n")]
            self.assertIn("// facade-inventory:begin", gauge)
            self.assertIn("open func reset(animated: Bool)", gauge)
            self.assertIn("open class Empty: NSObject {\n", written)
            self.assertIn("import FoundationNetworking", written)
            # Rewriting is stable, and without the regions the file is the hand-written one.
            inv.write_class_bodies(dict(i.class_bodies, Empty=["", "  open var x: Int { 0 }"]), classes)
            self.assertEqual(open(path).read(), written)
            stripped = "\n".join(inv.without_region(written.split("\n")))
            self.assertNotIn("needleColor", stripped)
            self.assertIn("extension Gauge {\n  func helper() {}", stripped)

    def test_a_selector_printed_as_opaque_pointer_is_a_selector(self):
        self.assertEqual(inv.normalise_type("func f(action: Swift.OpaquePointer?) -> Swift.OpaquePointer"),
                         "func f(action: Selector?) -> Selector")
        self.assertEqual(inv.normalise_type("func copy(zone: Swift.OpaquePointer?)"),
                         "func copy(zone: OpaquePointer?)")
        self.assertEqual(inv.normalise_type("public typealias CGPDFArrayRef = Swift.OpaquePointer"),
                         "public typealias CGPDFArrayRef = OpaquePointer")


if __name__ == "__main__":
    unittest.main()


# A hand-written class declaring one overload of a name whose SDK declarations differ only in
# their parameter types, and another name written with other spellings of the SDK's types.
HAND_WRITTEN_CONTEXT = """import Foundation

open class Plotter: NSObject {
  public func convert(_ point: CGPoint) -> CGPoint { point }
  public func setState(_ state: State, after delay: TimeInterval) {}
}
"""

PLOTTER_INTERFACE = """
open class Plotter : ObjectiveC.NSObject {
    public func convert(_ point: CoreFoundation.CGPoint) -> CoreFoundation.CGPoint
    public func convert(_ size: CoreFoundation.CGSize) -> CoreFoundation.CGSize
    public func convert(_ rect: CoreFoundation.CGRect) -> CoreFoundation.CGRect
    public func setState(_ state: UIKit.UIControl.State, after delay: Swift.Double)
}
"""


class OverloadTests(unittest.TestCase):
    """A name alone does not tell overloads apart: the SDK's declarations of a name the façade
    has for other parameter types are declared; another spelling of the same types is not."""

    def generate(self):
        cov = inv.load_sdk_coverage()
        facade = cov.SwiftIndex()
        facade.add_decls(cov.SwiftScanner(HAND_WRITTEN_CONTEXT, "Plotter.swift").scan())
        facade.types.update({"NSObject", "CGPoint", "CGSize", "CGRect", "UIControl.State"})
        i = inv.Inventory(cov, facade, None, facade)
        em = inv.Emitter(i)
        files = inv.generate(inv.parse_interface(PLOTTER_INTERFACE), i, em, bodies={"Plotter": "x"})
        return i, "\n".join(i.class_bodies.get("Plotter", []))

    def test_the_scanner_keeps_each_declarations_parameter_types(self):
        cov = inv.load_sdk_coverage()
        facade = cov.SwiftIndex()
        facade.add_decls(cov.SwiftScanner(HAND_WRITTEN_CONTEXT, "Plotter.swift").scan())
        self.assertEqual(facade.signatures[("Plotter", "convert(_:)")], [["CGPoint"]])
        self.assertEqual(facade.signatures[("Plotter", "setState(_:after:)")],
                         [["State", "TimeInterval"]])

    def test_the_missing_overloads_are_declared_and_the_respelt_one_is_not(self):
        i, body = self.generate()
        self.assertIn("func convert(_ size: CGSize) -> CGSize {", body)
        self.assertIn("func convert(_ rect: CGRect) -> CGRect {", body)
        self.assertNotIn("convert(_ point:", body)
        self.assertNotIn("setState", body)  # UIControl.State / Double: the same types
        self.assertEqual(sorted(i.overloads), ["Plotter.convert(_:)(CGRect)",
                                               "Plotter.convert(_:)(CGSize)"])


# A WebKit-like framework over a hand-written placeholder view that declares no initializer
# of its own: a settable object property, a load returning an optional navigation, a factory
# of a generated class, a throwing method with no value at rest, a view initializer with a
# frame.
WEB_LIKE = """
open class WebPreferences : ObjectiveC.NSObject {
    open var javaScriptEnabled: Swift.Bool
}
open class WebNavigation : ObjectiveC.NSObject {
}
open class WebConfiguration : ObjectiveC.NSObject {
    open var preferences: WebKit.WebPreferences
}
open class WebStore : ObjectiveC.NSObject {
    open class func `default`() -> WebKit.WebStore
}
open class WebPage : UIKit.UIView {
}
extension WebKit.WebPage {
    public convenience init(frame: CoreGraphics.CGRect, configuration: WebKit.WebConfiguration)
    open func load(_ request: Foundation.NSURLRequest) -> WebKit.WebNavigation?
    open func loadSimulated(_ request: Foundation.NSURLRequest) -> WebKit.WebNavigation
    open func snapshot() throws -> CoreGraphics.CGImage
}
open class WebArchive : ObjectiveC.NSObject {
    public init(page: WebKit.WebPage) throws
}
"""


class AtRestObjectTests(unittest.TestCase):
    def generate(self):
        cov = inv.load_sdk_coverage()
        facade = cov.SwiftIndex()
        facade.types.update({"NSObject", "UIView", "FrameworkPlaceholderView", "WebPage",
                             "CGRect", "URLRequest", "CGImage"})
        facade.members["NSObject"] = {"init()"}
        facade.members["UIView"] = {"init(frame:)", "init(coder:)"}
        facade.members["FrameworkPlaceholderView"] = {"init(frame:)", "init(coder:)"}
        facade.inherits["WebPage"] = {"FrameworkPlaceholderView"}
        facade.inherits["FrameworkPlaceholderView"] = {"UIView"}
        i = inv.Inventory(cov, facade, None, facade)
        em = inv.Emitter(i)
        files = inv.generate(inv.parse_interface(WEB_LIKE), i, em)
        return i, "\n".join("\n".join(lines) for lines in files.values())

    def test_a_settable_object_property_is_made_once_and_kept_until_set(self):
        _, text = self.generate()
        self.assertIn('get { UnimplementedAPI.object(of: self, "WebConfiguration.preferences") '
                      "{ WebPreferences() } }", text)
        self.assertIn('set { UnimplementedAPI.set(newValue, of: self, '
                      '"WebConfiguration.preferences") }', text)

    def test_a_view_that_inherits_its_initializers_keeps_the_frame_it_is_given(self):
        _, text = self.generate()
        self.assertIn("public convenience init(frame: CGRect, configuration: WebConfiguration) {\n"
                      "    self.init(frame: frame)", text)

    def test_a_load_returns_no_navigation_and_a_factory_a_fresh_object(self):
        _, text = self.generate()
        self.assertIn('UnimplementedAPI.use("WebPage.load(_:)", by: self); return nil', text)
        self.assertIn('UnimplementedAPI.use("WebPage.loadSimulated(_:)", by: self); '
                      "return WebNavigation()", text)
        self.assertIn("return WebStore()", text)

    def test_a_throwing_initializer_throws_at_rest(self):
        _, text = self.generate()
        self.assertIn("public convenience init(page: WebPage) throws {\n"
                      '    throw UnimplementedAPI.unavailable("WebArchive.init(page:)", '
                      "by: WebArchive.self)", text)

    def test_a_throwing_method_with_no_value_at_rest_throws(self):
        _, text = self.generate()
        self.assertIn("public func snapshot() throws -> CGImage {\n"
                      '    throw UnimplementedAPI.unavailable("WebPage.snapshot()", by: self)', text)


MERGE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "merge-apinotes")
_mloader = importlib.machinery.SourceFileLoader("merge_apinotes", MERGE)
_mspec = importlib.util.spec_from_loader("merge_apinotes", _mloader)
merge = importlib.util.module_from_spec(_mspec)
_mloader.exec_module(merge)


class MergeAPINotesTests(unittest.TestCase):
    NOTES = "---\nName: Kit\nProtocols:\n- Name: A\n  SwiftName: A\nClasses:\n- Name: C\n" \
            "Protocols:\n- Name: B\nSwiftVersions:\n- Version: 4\n  Protocols:\n  - Name: D\n"

    def test_repeated_top_level_keys_are_joined_in_order(self):
        out = merge.merged(self.NOTES)
        self.assertEqual(out, "---\nName: Kit\nProtocols:\n- Name: A\n  SwiftName: A\n- Name: B\n"
                              "Classes:\n- Name: C\nSwiftVersions:\n- Version: 4\n  Protocols:\n"
                              "  - Name: D\n")

    def test_notes_with_no_repeated_key_are_left_alone(self):
        self.assertIsNone(merge.merged(merge.merged(self.NOTES)))


OVERLAY = """// swift-interface-format-version: 1.0
@_exported import CoreGraphics
extension CoreGraphics.CGPath {
  public func copy(strokingWithWidth lineWidth: CoreFoundation.CGFloat, lineCap: CoreGraphics.CGLineCap) -> CoreGraphics.CGPath
  @inlinable public var isThin: Swift.Bool {
    get {
      return { true }()
    }
  }
  @_alwaysEmitIntoClient public var label: Swift.String {
    @inlinable get { return "" }
    set { _ = newValue }
  }
  @usableFromInline
  internal func _helper() -> Swift.Int {
    return 1
  }
  #if compiler(>=5.3) && $AsyncAwait
  public func render() async -> Swift.Int
  #else
  public func render(completion: @escaping (Swift.Int) -> Swift.Void)
  #endif
  @available(iOS, unavailable)
  public func gone()
  @_Concurrency.MainActor(unsafe) public convenience init(title: Swift.String = "")
  @_disfavoredOverload public func isEmpty(near: Swift.Int = 0) -> Swift.Bool
}
@frozen public struct Twin {
  @_transparent public init(twin: Swift.Int) {
    self.init()
  }
}
extension CoreGraphics.CGPoint : Swift.CustomDebugStringConvertible {
  public var debugDescription: Swift.String {
    get
  }
}
"""


class OverlayTests(unittest.TestCase):
    def test_bodies_and_internal_declarations_are_dropped_accessors_kept(self):
        text = inv.overlay_declarations(OVERLAY)
        self.assertNotIn("return", text)
        self.assertNotIn("_helper", text)
        self.assertNotIn("@inlinable", text)
        self.assertIn("public var isThin: Swift.Bool { get }", text)
        self.assertIn("public var label: Swift.String { get set }", text)
        self.assertIn("public init(twin: Swift.Int)", text)
        # A qualified attribute with arguments goes whole.
        self.assertIn("\npublic convenience init(title: Swift.String = \"\")", text)

    def test_the_first_branch_of_an_if_is_kept(self):
        text = inv.overlay_declarations(OVERLAY)
        self.assertIn("func render() async", text)
        self.assertNotIn("completion:", text)

    def test_overlay_members_are_marked_and_conformance_extensions_left_out(self):
        with tempfile.TemporaryDirectory() as d:
            with open(os.path.join(d, "CoreGraphics.swiftinterface"), "w") as f:
                f.write(OVERLAY)
            roots = inv.read_overlay(d, "CoreGraphics")
            self.assertEqual(inv.read_overlay(d, "UIKit"), [])
        self.assertEqual([(r.kind, r.name) for r in roots], [("extension", "CGPath"), ("struct", "Twin")])
        self.assertTrue(all(c.overlay for r in roots for c in r.children))
        path = roots[0]
        names = [c.name for c in path.children]
        self.assertIn("copy(strokingWithWidth:lineCap:)", names)
        self.assertIn("isThin", names)
        gone = [c for c in path.children if c.name == "gone()"][0]
        self.assertTrue(gone.unavailable())

    def test_an_overlay_type_is_left_out_and_its_members_are_in_extensions(self):
        with tempfile.TemporaryDirectory() as d:
            with open(os.path.join(d, "CoreGraphics.swiftinterface"), "w") as f:
                f.write(OVERLAY)
            roots = inv.read_overlay(d, "CoreGraphics")
        cov = inv.load_sdk_coverage()
        facade = cov.SwiftIndex()
        facade.types.update({"CGPath", "CGLineCap", "CGFloat", "CGPoint"})
        i = inv.Inventory(cov, facade, None, facade)
        em = inv.Emitter(i)
        files = inv.generate(roots, i, em)
        self.assertIn(("Twin", "type of the Swift overlay"), i.left_out)
        text = "\n".join(files.get("CGPath", []))
        self.assertIn("extension CGPath {", text)
        # A path has no value at rest the index knows of here: left out, with its reason.
        self.assertIn(("CGPath.copy(strokingWithWidth:lineCap:)", "no value at rest for CGPath"), i.left_out)
        self.assertIn("public var label: String {", text)
        self.assertIn("public var isThin: Bool { false }", text)
        self.assertNotIn("gone()", text)
        self.assertIn("  @_disfavoredOverload public func isEmpty(near: Int = 0) -> Bool {", text)
