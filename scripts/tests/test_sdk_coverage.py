"""Tests of scripts/sdk-coverage's own parsing and name mapping, on tiny inline snippets.

Run from the repository: python3 -m unittest discover -s scripts/tests
No SDK is needed; the header snippets below are written for these tests.
"""

import importlib.machinery
import importlib.util
import os
import tempfile
import unittest

SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "sdk-coverage")
_loader = importlib.machinery.SourceFileLoader("sdk_coverage", SCRIPT)
_spec = importlib.util.spec_from_loader("sdk_coverage", _loader)
cov = importlib.util.module_from_spec(_spec)
_loader.exec_module(cov)


VIEW_H = """
#import <Foundation/Foundation.h>
NS_HEADER_AUDIT_BEGIN(nullability, sendability)

typedef NS_ENUM(NSInteger, UIViewContentMode) {
    UIViewContentModeScaleToFill,
    UIViewContentModeScaleAspectFit,   // a comment
    UIViewContentModeRedraw,
};

typedef NS_OPTIONS(NSUInteger, UIRectCorner) {
    UIRectCornerNone        = 0,
    UIRectCornerTopLeft     = 1 << 0,
    UIRectCornerTopRight    = 1 << 1,
};

typedef NS_OPTIONS(NSUInteger, UIControlState) {
    UIControlStateNormal       = 0,
    UIControlStateHighlighted  = 1 << 0,
};

typedef NSString * UIFontTextStyle NS_TYPED_ENUM;
UIKIT_EXTERN UIFontTextStyle const UIFontTextStyleBody API_AVAILABLE(ios(7.0));
UIKIT_EXTERN const CGFloat UIViewNoIntrinsicMetric API_AVAILABLE(ios(6.0));

typedef struct UIEdgeInsets {
    CGFloat top, left, bottom, right;
} UIEdgeInsets;

UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
@interface UIView : UIResponder <NSCoding>
+ (Class)layerClass;
- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;
- (instancetype)init NS_UNAVAILABLE;
@property(nonatomic,getter=isHidden) BOOL hidden;
@property(nonatomic,readonly,strong) CALayer *layer;
@property(nonatomic) UIViewContentMode contentMode;
- (void)layoutSubviews;
- (void)drawRect:(CGRect)rect;
- (void)insertSubview:(UIView *)view atIndex:(NSInteger)index;
- (CGPoint)convertPoint:(CGPoint)point toView:(nullable UIView *)view;
- (void)setNeedsDisplayInRect:(CGRect)rect;
- (void)bringSubviewToFront:(UIView *)view;
- (void)addSubview:(UIView *)view;
- (void)oldThing API_DEPRECATED("gone", ios(2.0, 7.0));
- (void)laterThing API_DEPRECATED("later", ios(2.0, 13.0));
- (void)macThing API_UNAVAILABLE(ios);
- (void)compositeWithMode:(NSInteger)mode NS_SWIFT_NAME(composite(mode:));
+ (void)animateWithDuration:(NSTimeInterval)duration animations:(void (^)(void))animations;
@end

@interface UIView (UIViewRendering)
@property(nullable, nonatomic, copy) UIColor *backgroundColor;
@end

UIKIT_EXTERN API_AVAILABLE(ios(2.0))
@interface UIColor : NSObject
+ (UIColor *)colorWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
- (UIColor *)colorWithAlphaComponent:(CGFloat)alpha;
@property(class, nonatomic, readonly) UIColor *redColor;
@end

@interface UIControl : UIView
- (void)setTitle:(nullable NSString *)title forState:(UIControlState)state;
@end

#if TARGET_OS_OSX
@interface UIMacOnly : NSObject
@end
#endif

NS_HEADER_AUDIT_END(nullability, sendability)
"""

VIEW_NOTES = """---
Name: UIKit
Tags:
- Name: UIViewContentMode
  SwiftName: UIView.ContentMode
- Name: UIControlState
  SwiftName: UIControl.State
- Name: UIRectCorner
  SwiftName: UIRectCorner
Typedefs:
- Name: UIFontTextStyle
  SwiftName: UIFont.TextStyle
Globals:
- Name: UIViewNoIntrinsicMetric
  SwiftName: UIView.noIntrinsicMetric
"""

CONTEXT_H = """
typedef struct CF_BRIDGED_TYPE(id) CGContext *CGContextRef;
CG_EXTERN void CGContextFillRect(CGContextRef cg_nullable c, CGRect rect)
    CG_AVAILABLE_STARTING(10.0, 2.0);
CG_EXTERN void CGContextReplacePathWithStrokedPath(CGContextRef cg_nullable c)
    CG_AVAILABLE_STARTING(10.0, 2.0);
CG_EXTERN void CGContextStrokeRect(CGContextRef c, CGRect rect) CF_SWIFT_NAME(CGContext.stroke(self:_:));
CG_EXTERN void CGContextRetain(CGContextRef c);
CG_EXTERN CGFloat CGRectGetMaxX(CGRect rect);
CG_EXTERN void CGContextOnlyOnMac(CGContextRef c) CG_UNAVAILABLE_EMBEDDED;
"""

CONTEXT_NOTES = """---
Name: CoreGraphics
Functions:
- Name: CGContextFillRect
  SwiftName: CGContext.fill(self:_:)
- Name: CGContextReplacePathWithStrokedPath
  SwiftName: 'CGContext.replacePathWithStrokedPath(self:)'
"""


def import_symbols(entries, notes):
    model = cov.model_from_headers(entries, notes)
    return {s.full: s for s in cov.Importer(model).run()}


class NameRulesTests(unittest.TestCase):
    def test_camel_words(self):
        self.assertEqual(cov.word_list("URLSessionTask"), ["URL", "Session", "Task"])
        self.assertEqual(cov.word_list("insertSubviewAtIndex"), ["insert", "Subview", "At", "Index"])
        self.assertEqual(cov.to_lowercase_initialisms("URLs"), "urls")
        self.assertEqual(cov.to_lowercase_initialisms("RGBColor"), "rgbColor")

    def test_omit_needless_words(self):
        cgfloat = cov.OType("CGFloat")
        base, args = cov.omit_needless_words("sizeThatFits", [""], "size", cov.OType("CGSize"),
                                             cov.OType("UIView"), [cov.OType("CGSize")], False, False, set())
        self.assertEqual((base, args), ("sizeThatFits", [""]))
        base, args = cov.omit_needless_words("systemFontOfSize", [""], "fontSize", cov.OType("UIFont"),
                                             cov.OType("UIFont"), [cgfloat], False, False, set())
        self.assertEqual((base, args), ("systemFont", ["ofSize"]))

    def test_swift_name_strings(self):
        ps = cov.parse_swift_name("getter:CGContext.data(self:)")
        self.assertEqual((ps["context"], ps["base"], ps["labels"], ps["accessor"]), ("CGContext", "data", None, "getter"))
        ps = cov.parse_swift_name("CGContext.fill(self:_:)")
        self.assertEqual((ps["context"], ps["base"], ps["labels"], ps["self"]), ("CGContext", "fill", [""], True))
        self.assertEqual(cov.fmt_name("init", ["red", "green"]), "init(red:green:)")
        self.assertEqual(cov.fmt_name("draw", [""]), "draw(_:)")


class HeaderImportTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.sym = import_symbols([("UIKit", "UIView.h", VIEW_H)], {"UIKit": VIEW_NOTES})

    def assertHas(self, *names):
        for n in names:
            self.assertIn(n, self.sym, "%s not among %s" % (n, sorted(self.sym)))

    def test_methods_and_initializers(self):
        self.assertHas("UIView.layoutSubviews()", "UIView.draw(_:)", "UIView.insertSubview(_:at:)",
                       "UIView.convert(_:to:)", "UIView.init(frame:)", "UIView.addSubview(_:)",
                       # Without API notes the importer's own rules give the Swift 3 names:
                       "UIView.setNeedsDisplayIn(_:)", "UIView.bringSubview(toFront:)",
                       "UIView.animate(withDuration:animations:)", "UIView.composite(mode:)",
                       "UIColor.init(red:green:blue:alpha:)", "UIColor.withAlphaComponent(_:)",
                       "UIControl.setTitle(_:for:)", "UIView.layerClass()")

    def test_properties(self):
        self.assertHas("UIView.isHidden", "UIView.layer", "UIView.contentMode", "UIView.backgroundColor",
                       "UIColor.red")

    def test_enums_options_and_constants(self):
        self.assertHas("UIView.ContentMode", "UIView.ContentMode.scaleToFill",
                       "UIView.ContentMode.scaleAspectFit", "UIView.ContentMode.redraw",
                       "UIRectCorner.topLeft", "UIControl.State.normal", "UIControl.State.highlighted",
                       "UIFont.TextStyle.body", "UIView.noIntrinsicMetric",
                       "UIEdgeInsets.top", "UIEdgeInsets.init(top:left:bottom:right:)")
        self.assertNotIn("UIRectCorner.none", self.sym)       # zero "None" options are unavailable

    def test_availability(self):
        self.assertNotIn("UIView.init()", self.sym)            # NS_UNAVAILABLE
        self.assertNotIn("UIView.oldThing()", self.sym)        # deprecated by iOS 7: gone from Swift
        self.assertNotIn("UIView.macThing()", self.sym)        # API_UNAVAILABLE(ios)
        self.assertNotIn("UIMacOnly", self.sym)                # #if TARGET_OS_OSX
        self.assertTrue(self.sym["UIView.laterThing()"].deprecated)
        self.assertFalse(self.sym["UIView.layoutSubviews()"].deprecated)

    def test_kinds(self):
        self.assertEqual(self.sym["UIView"].kind, "types")
        self.assertEqual(self.sym["UIView.draw(_:)"].kind, "members")
        self.assertEqual(self.sym["UIFont.TextStyle.body"].kind, "globals")

    def test_core_graphics_functions(self):
        sym = import_symbols([("CoreGraphics", "CGContext.h", CONTEXT_H)], {"CoreGraphics": CONTEXT_NOTES})
        for n in ("CGContext", "CGContext.fill(_:)", "CGContext.replacePathWithStrokedPath()",
                  "CGContext.stroke(_:)", "CGRectGetMaxX(_:)"):
            self.assertIn(n, sym)
        self.assertNotIn("CGContextRetain(_:)", sym)           # CF memory management
        self.assertNotIn("CGContextOnlyOnMac(_:)", sym)        # CG_UNAVAILABLE_EMBEDDED


FACADE_SWIFT = '''
import Foundation

@preconcurrency @MainActor
open class UIView: UIResponder, CALayerDelegate {
  public let layer: CALayer
  public internal(set) weak var superview: UIView?
  open var isHidden: Bool {
    get { layer.isHidden }
    set { layer.isHidden = newValue }
  }
  var internalThing = 0
  public init(frame: CGRect) { layer = CALayer() }
  open func draw(_ rect: CGRect) {
    let s = "a \\(rect) { not a brace"
    _ = s
  }
  open func layoutSubviews() {}
  @available(*, unavailable, message: "not in Easel")
  public func snapshotView(afterScreenUpdates: Bool) -> UIView? { nil }
  public static func animate(withDuration duration: TimeInterval, delay: TimeInterval = 0,
                             animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {}
}

extension UIView {
  public enum ContentMode: Int {
    case scaleToFill, scaleAspectFit
    case redraw
  }
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { point }
}

public extension UIColor {
  func withAlphaComponent(_ alpha: CGFloat) -> UIColor { self }
  private func hidden() {}
}

public protocol UITraitEnvironment {
  var traitCollection: UITraitCollection { get }
}

public typealias CFArray = [Any]
'''


class SwiftScannerTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.index = cov.SwiftIndex()
        cls.index.add_decls(cov.SwiftScanner(FACADE_SWIFT, "Facade.swift").scan())

    def test_members(self):
        m = self.index.members
        for name in ("layer", "superview", "isHidden", "init(frame:)", "draw(_:)", "layoutSubviews()",
                     "animate(withDuration:animations:)", "animate(withDuration:delay:animations:completion:)",
                     "animate(withDuration:animations:completion:)", "convert(_:to:)"):
            self.assertIn(name, m["UIView"], name)
        self.assertNotIn("internalThing", m["UIView"])
        self.assertNotIn("snapshotView(afterScreenUpdates:)", m["UIView"])
        self.assertEqual(m["UIView.ContentMode"], {"scaleToFill", "scaleAspectFit", "redraw"})
        self.assertEqual(m["UIColor"], {"withAlphaComponent(_:)"})
        self.assertIn("traitCollection", m["UITraitEnvironment"])

    def test_types_and_inheritance(self):
        self.assertIn("UIView.ContentMode", self.index.types)
        self.assertIn("CFArray", self.index.types)
        self.assertEqual(self.index.inherits["UIView"], {"UIResponder", "CALayerDelegate"})

    def test_lookup(self):
        Sym = cov.Symbol
        self.assertEqual(self.index.lookup(Sym("UIKit", "members", "UIView", "draw(_:)")), "exact")
        self.assertEqual(self.index.lookup(Sym("UIKit", "types", None, "UIView.ContentMode")), "exact")
        self.assertIsNone(self.index.lookup(Sym("UIKit", "members", "UIView", "draw(_:for:)")))
        self.assertEqual(self.index.lookup(Sym("UIKit", "members", "UIView", "convert(_:toView:)")), "name")
        sub = self.index.subtype_lookup(Sym("UIKit", "members", "UIResponder", "layoutSubviews()"), {})
        self.assertEqual(sub, "UIView")

    def test_labels_compatible(self):
        self.assertTrue(cov.labels_compatible("f(_:forState:)", "f(_:for:)"))
        self.assertTrue(cov.labels_compatible("addArc(withCenter:)", "addArc(center:)"))
        self.assertFalse(cov.labels_compatible("c(greaterThanOrEqualTo:)", "c(equalTo:)"))
        self.assertFalse(cov.labels_compatible("draw(_:for:)", "draw(_:in:)"))


class FilesTests(unittest.TestCase):
    def test_api_notes_yaml(self):
        notes = cov.APINotes(text=VIEW_NOTES + "Classes:\n- Name: UIView\n  Methods:\n  - Selector: 'viewWithTag:'\n"
                                               "    SwiftName: viewWithTag(_:)\n    MethodKind: Instance\n")
        self.assertEqual(notes.tags["UIViewContentMode"]["SwiftName"], "UIView.ContentMode")
        self.assertEqual(notes.method("UIView", "viewWithTag:", False)["SwiftName"], "viewWithTag(_:)")

    def test_section_insert_and_replace(self):
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "COVERAGE.md")
            with open(path, "w") as f:
                f.write("# Title\n\nFirst paragraph\nstill first.\n\nSecond paragraph.\n")
            cov.write_section(path, cov.SECTION_BEGIN + "\nTABLE 1\n" + cov.SECTION_END + "\n")
            with open(path) as f:
                text = f.read()
            self.assertLess(text.index("still first."), text.index("TABLE 1"))
            self.assertLess(text.index("TABLE 1"), text.index("Second paragraph."))
            cov.write_section(path, cov.SECTION_BEGIN + "\nTABLE 2\n" + cov.SECTION_END + "\n")
            with open(path) as f:
                text = f.read()
            self.assertNotIn("TABLE 1", text)
            self.assertEqual(text.count(cov.SECTION_BEGIN), 1)
            self.assertIn("TABLE 2", text)


if __name__ == "__main__":
    unittest.main()
