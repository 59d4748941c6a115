import Testing

@testable import EaselInspect

/// Whatever the input, scanning returns: every truncation of real sources (unterminated
/// everything, unbalanced braces, declarations cut mid-way) is scanned without trapping.
@Suite("Scanning never traps")
struct RobustnessTests {
  @Test(arguments: [
    ("Gauge.swift", TrickySources.gauge), ("Extensions.swift", SeedSources.extensions),
    ("R.h", ObjCScannerTests.header),
  ])
  func everyPrefix(_ path: String, _ source: String) {
    let bytes = Array(source.utf8)
    var scanned = 0
    for n in stride(from: 0, through: bytes.count, by: 3) {
      let text = String(decoding: bytes[0..<n], as: UTF8.self)
      let result = ScanResult(files: [ScanResult.scanFile(source: text, path: path)])
      _ = generateRegistration(for: result)
      _ = removingObjectiveCAttributes(from: text)
      scanned += 1
    }
    #expect(scanned > 100)
  }

  @Test(arguments: [
    "}}}}", "{{{{", "class", "class A:", "@", "@IBInspectable", "@IBInspectable var",
    "@IBInspectable var x:", "@IBInspectable var x =", "var x: [Int: (String) -> Void]? = { _ in }",
    "#if\n#else\n#else\n#endif\n#endif", "extension", "\"\\(", "#\"", "#/", "`", "1e", "0x",
    "@objc(", "class A<T: B<C>>: D where T: E {", "@IBInspectable var a, , b: Int",
    "@interface", "@property (", "IB_DESIGNABLE @interface X :",
  ])
  func fragments(_ text: String) {
    _ = SwiftScanner.scan(source: text, path: "F.swift")
    _ = ObjCScanner.scan(source: text, path: "F.h")
    _ = removingObjectiveCAttributes(from: text)
  }
}
