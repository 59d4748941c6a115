"""Tests of scripts/facade-overridable: what it takes UIKit to let a subclass override, and how
it judges the façade's declaration of each, on tiny inline snippets written for these tests
(no SDK needed).

Run from the repository: python3 -m unittest discover -s scripts/tests
"""

import importlib.machinery
import importlib.util
import os
import unittest

SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "facade-overridable")
_loader = importlib.machinery.SourceFileLoader("facade_overridable", SCRIPT)
_spec = importlib.util.spec_from_loader("facade_overridable", _loader)
ov = importlib.util.module_from_spec(_spec)
_loader.exec_module(ov)

QUARTZ = """
public protocol CALayerDelegate : ObjectiveC.NSObjectProtocol {
    optional func draw(_ layer: QuartzCore.CALayer, in ctx: CoreGraphics.CGContext)
    optional func layoutSublayers(of layer: QuartzCore.CALayer)
}
open class CALayer : ObjectiveC.NSObject {
    public init()
    open func draw(in ctx: CoreGraphics.CGContext)
    open var cornerRadius: CoreGraphics.CGFloat
    open var frame: CoreFoundation.CGRect
    public var notOpen: Swift.Int
}
"""

UIKIT = """
open class UIResponder : ObjectiveC.NSObject {
}
open class UIView : UIKit.UIResponder, QuartzCore.CALayerDelegate {
    open class var layerClass: Swift.AnyClass { get }
    public init(frame: CoreFoundation.CGRect)
    open var layer: QuartzCore.CALayer { get }
    open var tintColor: UIKit.UIColor!
    convenience public init(named: Swift.String)
}
extension UIKit.UIView {
    open func layoutSubviews()
    open func addSubview(_ view: UIKit.UIView)
    open func sizeThatFits(_ size: CoreFoundation.CGSize) -> CoreFoundation.CGSize
    @available(iOS, unavailable)
    open func gone()
}
open class UILabel : UIKit.UIView {
    open var text: Swift.String?
}
extension ObjectiveC.NSObject {
    open func awakeFromNib()
}
"""

FACADE = """
public protocol CALayerDelegate: AnyObject {
  func layoutSublayers(of layer: CALayer)
}
extension CALayerDelegate {
  public func layoutSublayers(of layer: CALayer) {}
}
open class CALayer: NSObject {
  public override init() {}
  open func draw(in ctx: CGContext) {}
  open var cornerRadius: CGFloat = 0
  open var frame: CGRect { bounds }
  open var bounds = CGRect.zero
}
@MainActor
open class UIResponder: NSObject {
  open func awakeFromNib() {}
}
@MainActor
open class UIView: UIResponder, CALayerDelegate {
  open class var layerClass: AnyClass { CALayer.self }
  public let layer: CALayer
  public init(frame: CGRect) { layer = CALayer() }
  open var tintColor: UIColor! {
    get { let x = 1; return nil }
    set {}
  }
  open func layoutSubviews() {}
  open func sizeThatFits(_ size: CGSize) -> Int { 0 }
}
extension UIView {
  public func addSubview(_ view: UIView) {}
}
public final class UILabel: UIView {
  open var text: String?
}
"""


def checked():
    sdk = ov.SDK({"QuartzCore": QUARTZ, "UIKit": UIKIT})
    facade = ov.Facade(ov.REPO, dirs=[])
    facade.add(FACADE, "Facade.swift")
    return {x.key: x for x in ov.check(sdk, facade)}


class SDKTests(unittest.TestCase):
    def test_open_members_anywhere_and_designated_initializers_are_overridable(self):
        sdk = ov.SDK({"QuartzCore": QUARTZ, "UIKit": UIKIT})
        names = {m.name for m in sdk.members["UIView"]}
        self.assertIn("layoutSubviews()", names)        # declared in an extension
        self.assertIn("init(frame:)", names)            # designated
        self.assertNotIn("init(named:)", names)         # convenience
        self.assertNotIn("gone()", names)               # unavailable
        self.assertNotIn("notOpen", {m.name for m in sdk.members["CALayer"]})

    def test_adopted_protocol_requirements_are_mirrored_into_the_first_class(self):
        sdk = ov.SDK({"QuartzCore": QUARTZ, "UIKit": UIKIT})
        mirrored = {m.name: m.via for m in sdk.members["UIView"] if m.via}
        self.assertEqual(mirrored, {"draw(_:in:)": "CALayerDelegate",
                                    "layoutSublayers(of:)": "CALayerDelegate"})
        self.assertFalse(any(m.via for m in sdk.members.get("UILabel", [])))

    def test_signatures_drop_modules_and_outer_types(self):
        self.assertEqual(ov.canonical_type("UIKit.UIView.ContentMode"), "ContentMode")
        self.assertEqual(ov.canonical_type("UIKit.UIColor!"), "UIColor?")
        self.assertEqual(ov.canonical_type("(any QuartzCore.CAAction)?"), "CAAction?")
        self.assertEqual(ov.canonical_type("@escaping (Swift.Bool) -> Swift.Void"), "(Bool)->Void")
        toks = ["func", "sizeThatFits", "(", "_", "size", ":", "CGSize", ")", "->", "CGSize", "{", "}"]
        self.assertEqual(ov.signature("func", toks), "(CGSize) -> CGSize")

    def test_an_initial_value_says_the_type_only_when_the_text_does(self):
        self.assertEqual(ov.inferred_type(["true"]), "Bool")
        self.assertEqual(ov.inferred_type(["0.5"]), "Double")
        self.assertEqual(ov.inferred_type(["CGRect", ".", "zero"]), "CGRect")
        self.assertIsNone(ov.inferred_type([".", "scaleToFill"]))


class JudgingTests(unittest.TestCase):
    def test_open_in_the_class_body_with_the_same_signature_is_overridable(self):
        items = checked()
        for key in ("CALayer.draw(in:)", "CALayer.cornerRadius", "UIView.layoutSubviews()",
                    "UIView.layerClass", "UIView.init(frame:)", "UIView.tintColor"):
            self.assertEqual(items[key].state, ov.OVERRIDABLE, key)

    def test_what_cannot_be_overridden_is_told_apart(self):
        items = checked()
        self.assertEqual(items["UIView.addSubview(_:)"].state, "extension")
        self.assertEqual(items["UIView.layer"].state, "not-open")
        self.assertEqual(items["UIView.sizeThatFits(_:)"].state, "signature")
        self.assertEqual(items["CALayer.frame"].state, "signature")  # read-only here
        self.assertEqual(items["UIView.layoutSublayers(of:)"].state, "protocol-extension")
        self.assertEqual(items["UILabel"].state, "class-not-open")
        self.assertEqual(items["UILabel.text"].state, "class-not-open")

    def test_an_nsobject_category_member_is_checked_where_the_facade_declares_it(self):
        items = checked()
        self.assertEqual(items["UIResponder.awakeFromNib()"].state, ov.OVERRIDABLE)
        self.assertEqual(items["UIResponder.awakeFromNib()"].via, "NSObject")

    def test_the_table_counts_per_framework(self):
        rows = {r[0]: r for r in ov.table(list(checked().values()))}
        fw, open_classes, classes, overridable, members, states = rows["QuartzCore"]
        self.assertEqual((open_classes, classes), (1, 1))
        self.assertEqual((overridable, members), (3, 4))
        self.assertEqual(states["signature"], 1)

    def test_the_sample_is_seeded_and_draws_from_every_class_asked(self):
        items = checked()
        a = ov.sample(list(items.values()), 4, 7, ["UIView", "CALayer"])
        self.assertEqual(a, ov.sample(list(items.values()), 4, 7, ["UIView", "CALayer"]))
        self.assertEqual(len(a), 4)
        self.assertEqual({x["owner"] for x in a}, {"UIView", "CALayer"})
        self.assertTrue(all(items[x["owner"] + "." + x["name"]].state == ov.OVERRIDABLE for x in a))


if __name__ == "__main__":
    unittest.main()
