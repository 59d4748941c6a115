import EaselObjC
import Foundation
import Testing

/// A star-rating control written as such libraries are: a `UIControl`, `MIN`/`MAX`, `M_PI`,
/// C maths, `?:`, a `UIBezierPath` built point by point, overrides of `setFrame:` and
/// `intrinsicContentSize` (properties in Swift), `dealloc`.
@Suite struct ObjCStarRatingTests {
  static let files = ["StarRating/StarRatingView.m"]

  @Test func translatesAndTypechecks() throws {
    let t = try ObjCTestSupport.translate(fixtures: Self.files)
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    #expect(t.failedClasses.isEmpty)
    let swift = try #require(t.sources.first?.swift)
    for expected in [
      "class StarRatingView: UIControl {", "override var frame: CGRect {",
      "set(frame) {", "super.frame = frame", "override var intrinsicContentSize: CGSize {",
      "deinit {", "override var tintColor: UIColor! {", "return super.tintColor ?? UIColor.blue",
      "set { super.tintColor = newValue }", "self.starColor ?? self.tintColor",
      "path.move(to: point)",
      "override func tintColorDidChange() {",
      "override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {",
      "let touch: UITouch? = touches.first", "(touch?.location(in: self) ?? CGPoint())",
      "self.sendActions(for: UIControl.Event.valueChanged)", "UIBezierPath()", "path.close()",
    ] {
      #expect(swift.contains(expected), "missing \(expected)\n\(swift)")
    }
    let result = try ObjCTestSupport.typecheck(t.sources)
    #expect(result.status == 0, "\(result.output)\n\(swift)")
    if ProcessInfo.processInfo.environment["EASEL_OBJC_DUMP"] != nil { print(swift) }
  }
}
