import EaselObjC
import Foundation
import Testing

/// A typical `IB_DESIGNABLE` view: `drawRect:`, inspectable `CGFloat`, `UIColor`, `BOOL` and
/// `NSInteger` properties with custom setters calling `setNeedsDisplay`, a class extension,
/// an explicit ivar, and both view initializers.
@Suite struct ObjCDesignableTests {
  static let files = ["Designable/GaugeView.m"]

  @Test func translatesWithoutErrors() throws {
    let t = try ObjCTestSupport.translate(fixtures: Self.files)
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    #expect(t.failedClasses.isEmpty, "\(t.failedClasses)")
    #expect(t.sources.first?.classes == ["GaugeView"])
  }

  @Test func declaresTheDesignableAsSwiftWould() throws {
    let t = try ObjCTestSupport.translate(fixtures: Self.files)
    let swift = try #require(t.sources.first?.swift)
    for expected in [
      "@IBDesignable", "class GaugeView: UIView {",
      "@objc @IBInspectable var cornerRadius: CGFloat {",
      "@objc @IBInspectable var fillColor: UIColor! {",
      "@objc @IBInspectable var showsBorder: Bool {",
      "@objc @IBInspectable var segments: Int {", "var _cornerRadius: CGFloat = 0",
      "var _drawCount: Int = 0", "override init(frame: CGRect) {",
      "required init?(coder: NSCoder) {",
      "super.init(frame: frame)", "super.init(coder: coder)",
      "override func draw(_ rect: CGRect) {",
      "override func prepareForInterfaceBuilder() {", "override func layoutSubviews() {",
      "@objc(resetWithSegments:) func reset(withSegments segments: Int) {",
      "set(cornerRadius) {", "self.setNeedsDisplay()", "_ = bounds.insetBy(dx: 1, dy: 1)",
      "UIColor.black.set()", "UIRectFrame(bounds)",
    ] {
      #expect(swift.contains(expected), "missing \(expected)\n\(swift)")
    }
  }

  @Test func typechecksAgainstTheFacade() throws {
    let t = try ObjCTestSupport.translate(fixtures: Self.files)
    #expect(t.failedClasses.isEmpty, "\(t.diagnostics)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(t.sources.map(\.swift).joined())")
    if ProcessInfo.processInfo.environment["EASEL_OBJC_DUMP"] != nil {
      print(t.sources.map(\.swift).joined())
    }
  }

  @Test func swiftInTheSameTargetCallsItByItsSwiftNames() throws {
    let t = try ObjCTestSupport.translate(fixtures: Self.files)
    let caller = TranslatedSource(
      original: URL(fileURLWithPath: "/Caller.swift"),
      swift: """
        import UIKit

        @MainActor func configureGauge() -> GaugeView {
          let gauge = GaugeView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
          gauge.cornerRadius = 4
          gauge.fillColor = .red
          gauge.showsBorder = true
          gauge.segments = 3
          gauge.reset(withSegments: 5)
          _ = gauge.drawCount
          return gauge
        }
        """, classes: [])
    let result = try ObjCTestSupport.typecheck(t.sources + [caller])
    #expect(result.status == 0, "\(result.output)")
  }

  @Test func outletsAndActions() throws {
    let (t, _) = try ObjCTestSupport.translate([
      "Panel.m": """
      #import <UIKit/UIKit.h>
      @interface Panel : UIView
      @property (nonatomic, weak) IBOutlet UILabel *titleLabel;
      - (IBAction)tapped:(id)sender;
      @end
      @implementation Panel
      - (IBAction)tapped:(id)sender {
          self.titleLabel.text = @"tapped";
      }
      @end
      """
    ])
    let swift = try #require(t.sources.first?.swift)
    #expect(swift.contains("@objc @IBOutlet var titleLabel: UILabel! {"), "\(swift)")
    #expect(swift.contains("weak var _titleLabel: UILabel?"))
    #expect(swift.contains("@IBAction @objc(tapped:) func tapped(_ sender: Any!) {"), "\(swift)")
    #expect(swift.contains("self.titleLabel?.text = \"tapped\""))
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }

  @Test func designableMarkedAtTheImplementation() throws {
    let (t, _) = try ObjCTestSupport.translate([
      "Framed.m": """
      #import <UIKit/UIKit.h>
      @interface Framed : UIView
      @property (nonatomic) IBInspectable CGFloat lineWidth;
      @end
      IB_DESIGNABLE
      @implementation Framed
      @end
      """
    ])
    let swift = try #require(t.sources.first?.swift)
    #expect(swift.contains("@IBDesignable\nclass Framed: UIView {"), "\(swift)")
    #expect(swift.contains("@objc @IBInspectable var lineWidth: CGFloat {"))
  }

  /// `IB_DESIGNABLE` is an empty macro, as clang and Xcode define it: written before a
  /// `@class` (or anything else) declared ahead of its class, it marks the next class of the
  /// file, and no attribute stands where C allows none. In a comment, a string or a
  /// directive it marks nothing.
  @Test func designableBeforeAForwardDeclarationMarksTheNextClass() throws {
    let (t, _) = try ObjCTestSupport.translate([
      "Stepper.m": """
      #import <UIKit/UIKit.h>
      #ifndef IB_DESIGNABLE
      #define IB_DESIGNABLE
      #endif
      IB_DESIGNABLE
      @class Stepper;
      typedef void (^StepperChanged)(Stepper *stepper);
      @interface Stepper : UIView
      @property (nonatomic) IBInspectable NSInteger lineWidth;
      @end
      @implementation Stepper
      @end
      // IB_DESIGNABLE
      @interface Plain : UIView
      @end
      @implementation Plain
      - (NSString *)name { return @"IB_DESIGNABLE"; }
      @end
      """
    ])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    #expect(swift.contains("@IBDesignable\nclass Stepper: UIView {"), "\(swift)")
    #expect(swift.contains("class Plain: UIView {"), "\(swift)")
    #expect(!swift.contains("@IBDesignable\nclass Plain"), "\(swift)")
  }
}

/// `IBInspectable` wherever Xcode's empty macro lets it stand: before a property's attribute
/// list, after it, and after the type; a property without it stays plain, and the word in a
/// comment marks nothing.
@Suite struct ObjCInspectablePlacementTests {
  static let source = """
    #import <UIKit/UIKit.h>

    IB_DESIGNABLE
    @interface Ring : UIView
    @property IBInspectable CGFloat lineWidth;
    @property IBInspectable (nonatomic) float currentValue;
    @property (nonatomic, strong) IBInspectable UIColor *ringColor;
    @property (nonatomic) BOOL IBInspectable clockwise;
    @property (nonatomic) CGFloat plain; // not IBInspectable
    @end

    @implementation Ring
    @end
    """

  @Test func everyPlacementIsInspectable() throws {
    let t = try ObjCTestSupport.translateAgainstFacade(["Ring.m": Self.source])
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let swift = try #require(t.sources.first?.swift)
    for name in ["lineWidth", "currentValue", "ringColor", "clockwise"] {
      #expect(swift.contains("@IBInspectable var " + name), "\(name) not inspectable\n\(swift)")
    }
    #expect(!swift.contains("@IBInspectable var plain"), "\(swift)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)")
  }
}
