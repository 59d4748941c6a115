import Testing

@testable import EaselInspect

/// Whatever the input, the symbol pass, the slice and the rewriter return, and the rewrite
/// keeps the number of lines: every truncation of real-looking sources is tried.
@Suite("Slicing and rewriting never trap")
struct SliceAndRewriteRobustnessTests {
  static func lineCount(_ s: String) -> Int { s.utf8.filter { $0 == UInt8(ascii: "\n") }.count }

  @Test(arguments: [
    ("RingView.swift", SourceRewriterCompileTests.ringView),
    ("Owners.swift", SourceRewriterCompileTests.owners),
    ("Gauge.swift", TrickySources.gauge), ("Extensions.swift", SeedSources.extensions),
  ])
  func everyPrefix(_ path: String, _ source: String) {
    let bytes = Array(source.utf8)
    var tried = 0
    for n in stride(from: 0, through: bytes.count, by: 3) {
      let text = String(decoding: bytes[0..<n], as: UTF8.self)
      let scan = ScanResult(files: [SwiftScanner.scan(source: text, path: path)])
      let roots = Set(scan.classes.map(\.name))
      _ = DependencySlice.files(roots: roots, scan: scan)
      let r = SourceRewriter(gatheringFrom: [text]).rewrite(text, path: path)
      #expect(Self.lineCount(r.text) == Self.lineCount(text), "prefix \(n)")
      tried += 1
    }
    #expect(tried > 100)
  }

  @Test(arguments: [
    "#selector(", "#selector()", "#selector(getter:", "#keyPath(", "#keyPath()", "#keyPath(A.",
    "@objc protocol", "@objc protocol P", "@objc protocol P {", "@objc protocol P: {",
    "@objc protocol P { @objc optional", "@objc protocol P { optional func",
    "@objc protocol P { optional var x: Int? {", "@IBAction", "@IBAction func", "@IBAction func f(",
    "x.f?(", "#if os(", "#if os(iOS", "#elseif targetEnvironment(", "extension", "extension A.",
    "import", "@testable import", "import class", "func", "func (", "let (", "for", "{ a in",
    "override func responds(", "addObserver(self, selector:", "private extension",
  ])
  func fragments(_ text: String) {
    let scan = ScanResult(files: [SwiftScanner.scan(source: text, path: "F.swift")])
    _ = DependencySlice.files(roots: ["P", "A"], scan: scan)
    let rewriter = SourceRewriter(optionalRequirements: ["f", "x"])
    #expect(Self.lineCount(rewriter.rewrite(text, path: "F.swift").text) == Self.lineCount(text))
  }
}
