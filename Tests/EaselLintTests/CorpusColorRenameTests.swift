import EaselDocument
import EaselLint
import EaselTestSupport
import Foundation
import Testing

/// `colors rename` on a copy of a corpus project: the files that change are exactly those a
/// plain text replacement of `name="OLD"` changes, in exactly those bytes; every other file
/// is untouched; every document opens again and saves byte-identical.
@Suite(.requiresCorpus)
struct CorpusColorRenameTests {
  @Test func renamingLoopKitsInsulinColourChangesExactlyItsReferences() throws {
    let folder = try TestPaths.temporaryFolder("easel-colors-corpus")
    defer { try? FileManager.default.removeItem(at: folder) }
    let original = Corpus.file("LoopKit__LoopKit")
    let copy = folder.appendingPathComponent("LoopKit")
    try FileManager.default.copyItem(at: original, to: copy)

    let old = "Lightened Insulin"
    let new = "Insulin Light"
    let plan = try ColorRename(old: old, new: new).plan(paths: [copy.path])
    try plan.apply()

    let fm = FileManager.default
    let files = try fm.subpathsOfDirectory(atPath: original.path).filter {
      !ProjectWalkTest.isFolder(original.appendingPathComponent($0))
    }
    var changedFiles = 0
    var references = 0
    for path in files {
      let before = try Data(contentsOf: original.appendingPathComponent(path))
      let renamedPath = path.replacingOccurrences(of: "\(old).colorset/", with: "\(new).colorset/")
      let after = try Data(contentsOf: copy.appendingPathComponent(renamedPath))
      guard path.hasSuffix(".storyboard") || path.hasSuffix(".xib") else {
        #expect(after == before, "\(path) changed")
        continue
      }
      // The independent expectation: a plain replacement of the attribute's text.
      let text = String(decoding: before, as: UTF8.self)
      let expected = text.replacingOccurrences(of: "name=\"\(old)\"", with: "name=\"\(new)\"")
      #expect(String(decoding: after, as: UTF8.self) == expected, "\(path)")
      if expected != text {
        changedFiles += 1
        references += text.components(separatedBy: "name=\"\(old)\"").count - 1
      }
      // Every document still opens, and an untouched save is byte-identical.
      let reopened = try IBDocument.parse(after, path: path)
      #expect(reopened.data() == after)
    }
    #expect(changedFiles == 2 && references == 4)
    #expect(plan.referenceCount == references)
    #expect(plan.files.count == changedFiles)
    #expect(
      !fm.fileExists(
        atPath: copy.appendingPathComponent(
          "LoopKitUI/Resources/Assets.xcassets/\(old).colorset"
        ).path))
    #expect(
      fm.fileExists(
        atPath: copy.appendingPathComponent(
          "LoopKitUI/Resources/Assets.xcassets/\(new).colorset/Contents.json"
        ).path))
    // Nothing else appeared.
    #expect(
      try fm.subpathsOfDirectory(atPath: copy.path).count
        == fm.subpathsOfDirectory(atPath: original.path).count)
  }

  /// `colors list` over the whole corpus: each document's count is its `<color` elements
  /// before `<resources>` by a plain text count, plus its `…ColorName` string attributes.
  @Test func theCorpusColourCountsMatchAPlainCount() throws {
    let report = ColorsReport(paths: [Corpus.url.path])
    #expect(report.diagnostics.isEmpty)
    #expect(report.documents.count == Corpus.documents().count)
    var total = 0
    for d in report.documents {
      let text = try String(contentsOf: URL(fileURLWithPath: d.path), encoding: .utf8)
      let body = text.components(separatedBy: "\n    <resources>").first ?? text
      let colors = body.components(separatedBy: "<color ").count - 1
      let palette =
        body.components(separatedBy: "ColorName\" value=\"").count - 1
        - body.components(separatedBy: "ColorName\" value=\"\"").count + 1
      #expect(d.uses.count == colors + palette, "\(Corpus.name(URL(fileURLWithPath: d.path)))")
      total += d.uses.count
    }
    print("colors list on the corpus: \(report.documents.count) documents, \(total) colour uses")
    #expect(total > 1000)
  }
}

/// Whether a path is a folder (the test's own, to stay independent of `ProjectWalk`).
enum ProjectWalkTest {
  static func isFolder(_ url: URL) -> Bool {
    var isDir: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir) && isDir.boolValue
  }
}
