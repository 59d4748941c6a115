import Testing

@testable import EaselInspect

/// `#if` platform tests as the designables agent, an iOS build, sees them.
@Suite struct PlatformConditionsTests {
  @Test(arguments: [
    ("os(iOS)", "true   ", 1),
    ("os(macOS) || os( tvOS )", "false     || false     ", 2),
    ("!os(Linux) && DEBUG", "!false     && DEBUG", 1),
    ("targetEnvironment(simulator)", "true                        ", 1),
    ("targetEnvironment(macCatalyst)", "false                         ", 1),
    ("canImport(UIKit) && swift(>=5.9)", "canImport(UIKit) && swift(>=5.9)", 0),
    ("macos(iOS) || os(Fuchsia)", "macos(iOS) || os(Fuchsia)", 0),
  ])
  func replacesKnownPlatforms(condition: String, expected: String, count: Int) {
    let r = PlatformConditions.designTime(condition)
    #expect(r.text == expected)
    #expect(r.replaced == count)
    #expect(r.text.utf8.count == condition.utf8.count)
  }

  @Test func rewriterReplacesDirectivesOnly() {
    let source = """
      #if os(iOS) // os(macOS) in a comment
      let a = "os(iOS)"
      #elseif os(macOS)
      #endif
      """
    let r = SourceRewriter().rewrite(source, path: "P.swift")
    #expect(
      r.text
        == [
          "#if true    // os(macOS) in a comment", "let a = \"os(iOS)\"", "#elseif false    ",
          "#endif",
        ].joined(separator: "\n"))
    #expect(r.counts == [.platformCondition: 2])
  }

  @Test func generatedRegistrationAgrees() {
    let scan = ScanResult(files: [
      SwiftScanner.scan(
        source: "#if os(iOS)\n@IBDesignable class A: UIView {}\n#endif\n", path: "A.swift")
    ])
    let text = generateRegistration(for: scan)
    #expect(text.contains("#if (true   )\n"))
    #expect(!text.contains("os(iOS)"))
  }
}
