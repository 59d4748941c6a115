import EaselDiagnostics
import Testing

@testable import EaselInspect

@Suite("Scanner diagnostics")
struct DiagnosticsTests {
  static func diagnostics(_ source: String) -> [String] {
    ScanResult(files: [SwiftScanner.scan(source: source, path: "F.swift")]).diagnostics.map {
      "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.severity.rawValue) \($0.id)"
    }
  }

  @Test(arguments: [
    (
      "class A: UIView {\n  @IBInspectable var f: UIFont = .systemFont(ofSize: 1)\n}",
      ["2:22 warning inspectable-unsupported-type"]
    ),
    ("class A: UIView {\n  @IBInspectable let k: Int = 1\n}", ["2:22 warning inspectable-let"]),
    (
      "class A: UIView {\n  @IBInspectable var g: Int { 1 }\n}",
      ["2:22 warning inspectable-get-only"]
    ),
    (
      "class A: UIView {\n  @IBInspectable var g: Int { get { 1 } }\n}",
      ["2:22 warning inspectable-get-only"]
    ),
    // Private inspectables are reached through same-file accessors: nothing to say.
    ("class A: UIView {\n  @IBInspectable private var p: Int = 1\n}", []),
    ("class A: UIView {\n  @IBInspectable fileprivate(set) var p: Int = 1\n}", []),
    // Swift takes the setter's access with a space too (ZGRatingView).
    ("class A: UIView {\n  @IBInspectable private (set) var p: Int = 1\n}", []),
    (
      "class A: UIView {\n  @IBInspectable static var s: Int = 1\n}",
      ["2:29 error inspectable-static"]
    ),
    (
      "class A: UIView {\n  @IBInspectable var u = makeValue()\n}",
      ["2:22 warning inspectable-unknown-type"]
    ),
    (
      "class A: UIView {\n  @IBInspectable var c = UIColor.red.withAlphaComponent(0.5)\n}",
      ["2:22 warning inspectable-unknown-type"]
    ),
    ("class A: UIView {\n  @IBInspectable lazy var l: Int = 1\n}", ["2:27 note inspectable-lazy"]),
    ("struct S {\n  @IBInspectable var x: Int = 1\n}", ["2:22 error inspectable-not-in-class"]),
    ("@IBDesignable struct S {}", ["1:1 error designable-not-class"]),
    ("@IBDesignable\nenum E {}", ["1:1 error designable-not-class"]),
    (
      "class A: UIView {\n    @IBInspectable func f() {}\n}", ["2:5 error inspectable-not-property"]
    ),
    ("@IBDesignable class G<T>: UIView {}", ["1:1 warning designable-generic"]),
    ("@IBDesignable private class P: UIView {}", ["1:29 warning designable-not-registered"]),
    ("@IBDesignable class N: NSObject {}", ["1:21 warning designable-not-registered"]),
    ("let s = \"open\nclass A: UIView {}", ["1:9 warning unterminated-string"]),
    ("/* open\nclass A: UIView {}", ["1:1 warning unterminated-comment"]),
    ("@IBDesignable extension UIButton {}", []),
    ("class A: UIView {\n  @IBInspectable var fine: Int = 1\n}", []),
  ])
  func located(_ source: String, _ expected: [String]) {
    #expect(Self.diagnostics(source) == expected)
  }

  @Test func messagesSayWhatAndWhy() {
    let d = ScanResult(files: [
      SwiftScanner.scan(
        source: "class A: UIView {\n  @IBInspectable var f: UIFont?\n}", path: "A.swift")
    ]).diagnostics
    #expect(
      d.map(\.description) == [
        "A.swift:2:22: warning: @IBInspectable 'f' has type 'UIFont?', which Interface Builder cannot inspect; it is ignored [inspectable-unsupported-type]"
      ])
  }
}
