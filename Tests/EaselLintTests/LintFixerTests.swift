import EaselDocument
import EaselLint
import Foundation
import Testing

/// `--fix`: only the stale elements go, through the lossless model; a fix that cannot be
/// applied writes nothing.
@MainActor struct LintFixerTests {
  static let attributes = """
    <userDefinedRuntimeAttribute type="boolean" keyPath="gone" value="YES"/>
                            <userDefinedRuntimeAttribute type="boolean" keyPath="clipsToBounds" value="YES"/>
    """

  @Test func removesOnlyTheStaleAttribute() throws {
    let f = try LintFixture([
      "Main.storyboard": LintFixture.storyboard(label("l", Self.attributes)),
      "ViewController.swift": LintFixture.controller(),
    ])
    defer { f.remove() }
    let url = f.folder.appendingPathComponent("Main.storyboard")
    let before = try String(contentsOf: url, encoding: .utf8)
    let outcomes = LintFixer.fix(f.lint().findings)
    #expect(outcomes.count == 1)
    #expect(outcomes.first?.fixed.count == 1)
    let after = try String(contentsOf: url, encoding: .utf8)
    let removed = before.components(separatedBy: "\n").filter { $0.contains("keyPath=\"gone\"") }
    #expect(removed.count == 1)
    #expect(after == before.replacingOccurrences(of: removed[0] + "\n", with: ""))
    let reopened = try IBDocument(contentsOf: url)
    #expect(reopened.element(withID: "l")?.runtimeAttributes().map(\.keyPath) == ["clipsToBounds"])
  }

  @Test func anObjectThatIsGoneWritesNothing() throws {
    let f = try LintFixture([
      "Main.storyboard": LintFixture.storyboard(label("l", Self.attributes)),
      "ViewController.swift": LintFixture.controller(),
    ])
    defer { f.remove() }
    let url = f.folder.appendingPathComponent("Main.storyboard")
    let before = try Data(contentsOf: url)
    var findings = f.lint("runtime-attribute-stale").findings
    #expect(findings.count == 1)
    findings[0].fix = .removeRuntimeAttribute(objectID: "nobody", keyPath: "gone")
    let outcomes = LintFixer.fix(findings)
    #expect(outcomes.first?.failure != nil)
    #expect(outcomes.first?.fixed.isEmpty == true)
    #expect(try Data(contentsOf: url) == before)
  }
}
