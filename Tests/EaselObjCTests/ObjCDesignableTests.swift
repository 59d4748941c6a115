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
      "@IBDesignable", "class GaugeView: UIView {", "@objc @IBInspectable var cornerRadius: CGFloat {",
      "@objc @IBInspectable var fillColor: UIColor! {", "@objc @IBInspectable var showsBorder: Bool {",
      "@objc @IBInspectable var segments: Int {", "var _cornerRadius: CGFloat = 0",
      "var _drawCount: Int = 0", "override init(frame: CGRect) {", "required init?(coder: NSCoder) {",
      "super.init(frame: frame)", "super.init(coder: coder)", "override func draw(_ rect: CGRect) {",
      "override func prepareForInterfaceBuilder() {", "override func layoutSubviews() {",
      "@objc(resetWithSegments:) func reset(withSegments segments: Int) {",
      "set(cornerRadius) {", "self.setNeedsDisplay()",
    ] {
      #expect(swift.contains(expected), "missing \(expected)\n\(swift)")
    }
  }

  @Test func typechecksAgainstTheFacade() throws {
    let t = try ObjCTestSupport.translate(fixtures: Self.files)
    #expect(t.failedClasses.isEmpty, "\(t.diagnostics)")
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(t.sources.map(\.swift).joined())")
    if ProcessInfo.processInfo.environment["EASEL_OBJC_DUMP"] != nil { print(t.sources.map(\.swift).joined()) }
  }
}
