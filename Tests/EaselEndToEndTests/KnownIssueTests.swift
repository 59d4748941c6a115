import EaselTestSupport
import Foundation
import Testing

/// Bugs found and not yet fixed, each shown by a document in `Fixtures/KnownIssues` (README
/// there). Each test states the right behaviour inside `withKnownIssue`: it passes while the
/// bug is there and fails as soon as it is fixed, so the wrapper is then removed.
struct KnownIssueTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/KnownIssues")

  /// Two attributed-string fragments that each carry a colour must render, not crash.
  @Test func attributedTextWithTwoColouredFragmentsRenders() throws {
    let out = try TestPaths.temporaryFolder().appendingPathComponent("fragments.png")
    let document = Self.folder.appendingPathComponent("ColouredFragments.storyboard")
    let run = try EaselProcess.run(["render", document.path, "-o", out.path])
    withKnownIssue("ObjectBuilder.attributedString traps in CFRunArrayInsert (SIGILL)") {
      #expect(run.status == 0, "exit status \(run.status)")
    }
  }
}
