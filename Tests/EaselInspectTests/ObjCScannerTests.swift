import EaselDiagnostics
import Testing

@testable import EaselInspect

@Suite("Objective-C scanner")
struct ObjCScannerTests {
  static let header = """
    #import <UIKit/UIKit.h>

    // IB_DESIGNABLE @interface Commented : UIView
    IB_DESIGNABLE
    @interface RoundedView : UIView <UIAppearance> {
      CGFloat _ivar;
    }
    @property (nonatomic) IBInspectable CGFloat cornerRadius;
    @property (nonatomic, strong, nullable) IBInspectable UIColor *borderColor;
    @property (nonatomic, readonly) IBInspectable NSInteger count;
    @property (nonatomic) IBInspectable id anything;
    @property (nonatomic) CGFloat notInspectable;
    @end

    @interface UILabel (SBLocalizable)
    /** 是否把当前text作为多语言的key */
    @property (nonatomic, assign) IBInspectable BOOL textAsKey;
    @end

    @interface UIView (BackgroundColor)
    @property (nullable, nonatomic, strong) IBInspectable NSString *bgColorName;
    @property (nonatomic, readonly) IBInspectable CGFloat depth;
    @end
    """

  @Test func classesAndCategories() throws {
    let scan = ObjCScanner.scan(source: Self.header, path: "R.h")
    #expect(scan.language == .objectiveC)
    let c = try #require(scan.classes.first)
    #expect(scan.classes.count == 1)
    #expect(c.name == "RoundedView" && c.superclassName == "UIView" && c.isDesignable)
    #expect(c.language == .objectiveC)
    #expect(c.properties.map(\.name) == ["cornerRadius", "borderColor", "count", "anything"])
    #expect(c.properties.map(\.kind) == [.cgFloat, .color, .int, nil])
    // A class's readonly property keeps the instance variable key-value coding sets.
    #expect(c.properties.map(\.hasSetter) == [true, true, true, true])
    #expect(c.properties[1].location == SourceLocation(file: "R.h", line: 9, column: 64))
    #expect(scan.extensions.map(\.extendedType) == ["UILabel", "UIView"])
    #expect(scan.extensions.map(\.categoryName) == ["SBLocalizable", "BackgroundColor"])
    #expect(scan.extensions.flatMap(\.properties).map(\.kind) == [.bool, .string, .cgFloat])
    // A category's has none.
    #expect(scan.extensions.flatMap(\.properties).map(\.hasSetter) == [true, true, false])
  }

  /// An attribute macro after a property's name (FSCalendar's `BOOL showsPlaceholders
  /// FSCalendarDeprecated('placeholderType')`, draw 45; SEFilterControl's `UIColor
  /// *progressColor UI_APPEARANCE_SELECTOR`, draw 51) is not its name; a block's parameter
  /// list is no attribute.
  @Test func attributesAfterTheName() throws {
    let scan = ObjCScanner.scan(
      source: """
        @interface UIView (Deprecated)
        @property (assign, nonatomic) IBInspectable BOOL showsDots Deprecated('dotStyle');
        @property (nonatomic) IBInspectable CGFloat depth NS_SWIFT_NAME(depth) __attribute__((deprecated));
        @property (copy, nonatomic) void (^done)(BOOL finished);
        @property (nonatomic, strong) IBInspectable UIColor *progressColor UI_APPEARANCE_SELECTOR;
        @property (nonatomic) IBInspectable CGFloat inset __deprecated NS_UNAVAILABLE;
        @end
        """, path: "D.h")
    let e = try #require(scan.extensions.first)
    #expect(e.properties.map(\.name) == ["showsDots", "depth", "progressColor", "inset"])
    #expect(e.properties.map(\.kind) == [.bool, .cgFloat, .color, .cgFloat])
    #expect(scan.diagnostics.isEmpty)
  }

  /// A property whose own name is spelled as a macro is still that name: what is left before
  /// it is its type alone.
  @Test func aNameInCapitalsIsNoAttribute() throws {
    let scan = ObjCScanner.scan(
      source: """
        @interface UIView (Capitals)
        @property (nonatomic) IBInspectable CGFloat MAX_DEPTH;
        @property (nonatomic) IBInspectable UIColor *TINT_2 UI_APPEARANCE_SELECTOR;
        @end
        """, path: "C.h")
    let e = try #require(scan.extensions.first)
    #expect(e.properties.map(\.name) == ["MAX_DEPTH", "TINT_2"])
    #expect(e.properties.map(\.kind) == [.cgFloat, .color])
  }

  /// `IBInspectable` and `IB_DESIGNABLE` are empty macros, as clang and Xcode define them:
  /// they mark wherever clang lets them stand — `IBInspectable` before the attribute list,
  /// after it or after the name; `IB_DESIGNABLE` before macros and attributes of the class,
  /// or before a `@class` and `@protocol` declared ahead of it.
  @Test func marksWhereverTheyStand() throws {
    let scan = ObjCScanner.scan(
      source: """
        IB_DESIGNABLE
        @class Switch;
        @protocol SwitchDelegate <NSObject>
        - (void)switchDidChange:(Switch *)s;
        @end
        NS_CLASS_AVAILABLE_IOS(9_0) __attribute__((objc_subclassing_restricted))
        @interface Switch : UIControl
        @property IBInspectable (nonatomic, assign) BOOL on;
        @property (nonatomic) IBInspectable CGFloat knobInset;
        @property (nonatomic, strong) UIColor *knobColor IBInspectable;
        @property (nonatomic) CGFloat plain;
        @end
        @interface Plain : UIView
        @end
        """, path: "S.h")
    #expect(scan.classes.map(\.name) == ["Switch", "Plain"])
    #expect(scan.classes.map(\.isDesignable) == [true, false])
    let c = try #require(scan.classes.first)
    #expect(c.properties.map(\.name) == ["on", "knobInset", "knobColor"])
    #expect(c.properties.map(\.kind) == [.bool, .cgFloat, .color])
    #expect(scan.diagnostics.isEmpty, "\(scan.diagnostics)")
  }

  /// The outline that tells which files a build reaches names a category's property marked
  /// after its name by the name, not by the macro.
  @Test func anOutlineNamesAPropertyMarkedAfterItsName() {
    let outline = ObjCOutline(
      source: """
        @interface UIView (Glow)
        @property (nonatomic) CGFloat glow IBInspectable;
        @end
        """)
    #expect(outline.categories["UIView"] == ["glow"])
  }

  @Test func diagnostics() {
    let ids = ObjCScanner.scan(source: Self.header, path: "R.h").diagnostics.map {
      "\($0.location?.line ?? 0) \($0.id)"
    }
    #expect(ids == ["11 inspectable-unsupported-type", "22 inspectable-get-only"])
  }

  /// Objective-C is registered from the Swift it is translated into (the agent host scans
  /// that), never from the header itself, and the plan says nothing of it.
  @Test func neverRegistered() {
    let result = ScanResult(files: [ScanResult.scanFile(source: Self.header, path: "R.h")])
    #expect(result.plan.classes.isEmpty && result.plan.entries.isEmpty)
    #expect(result.plan.diagnostics.isEmpty)
  }

  @Test(arguments: [
    ("BOOL", InspectableKind.bool), ("NSUInteger", .int), ("CGFloat", .cgFloat),
    ("double", .double), ("float", .float), ("NSString *", .string), ("UIImage *", .image),
    ("CGRect", .rect), ("CGSize", .size), ("CGPoint", .point), ("NSRange", .range),
    ("nullable UIColor *", .color), ("unsigned long", .int),
  ])
  func typeMapping(_ type: String, _ kind: InspectableKind) {
    #expect(InspectableKind(objectiveCType: type) == kind)
  }
}
