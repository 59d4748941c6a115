import EaselTestSupport
import Foundation
import Testing

/// Text snapshots: where references live, and what a failure shows.
@Suite struct TextSnapshotTests {
  @Test func differencesNumberTheLinesThatDiffer() {
    let text = TextSnapshot.differences(
      expected: "a\nb\nc\n", actual: "a\nB\nc\nd\n", limit: 8)
    #expect(
      text == """
          2 - b
          2 + B
          4 - 
          4 + d
          5 + 
          (4 lines expected, 5 actual)
        """)
  }

  @Test func referencesLiveBesideTheTestFile() {
    let reference = SnapshotReference(
      name: "scene.views", pathExtension: "txt", filePath: "/p/Tests/T/SomeTests.swift")
    #expect(reference.url.path == "/p/Tests/T/__Snapshots__/SomeTests/scene.views.txt")
  }

  @Test func aMissingReferenceFailsAndSaysHowToRecord() throws {
    guard !SnapshotReference.isRecording else { return }
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("FakeTests.swift").path
    let failure = TextSnapshot().verify("x", named: "missing", filePath: file)
    #expect(failure?.contains("EASEL_RECORD_SNAPSHOTS=1") == true)
  }

  @Test func aDifferentTextFailsWithItsDiffAndTheActualFile() throws {
    guard !SnapshotReference.isRecording else { return }
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("FakeTests.swift").path
    let reference = SnapshotReference(name: "tree", pathExtension: "txt", filePath: file)
    _ = reference.record(Data("view\n  label\n".utf8))
    #expect(TextSnapshot().verify("view\n  label\n", named: "tree", filePath: file) == nil)
    let failure = try #require(
      TextSnapshot().verify("view\n  button\n", named: "tree", filePath: file))
    #expect(failure.contains("2 -   label") && failure.contains("2 +   button"))
    let actual = try #require(failure.split(separator: "actual: ").last.map(String.init))
    #expect(try String(contentsOfFile: actual, encoding: .utf8) == "view\n  button\n")
  }
}
