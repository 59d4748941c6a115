import EaselDocument
import EaselTestSupport
import Foundation
import Testing

/// `easel lint` end to end on seed 002: delete the categories from a copy of
/// `Examples/LocalizedDemo` and every stale runtime attribute is reported at its line with
/// the crash it would cause; `--fix` removes exactly those elements; the document still
/// opens and renders.
@Suite(.serialized)
struct LintCommandTests {
  /// A fresh copy of the example project.
  struct Copy {
    var folder: URL
    var storyboard: URL
    var original: String

    init(deleting deleted: [String]) throws {
      folder = try TestPaths.temporaryFolder("easel-lint-e2e")
      let project = folder.appendingPathComponent("LocalizedDemo")
      try FileManager.default.copyItem(
        at: TestPaths.packageRoot.appendingPathComponent("Examples/LocalizedDemo"), to: project)
      for name in deleted {
        try FileManager.default.removeItem(
          at: project.appendingPathComponent("LocalizedDemo/\(name)"))
      }
      storyboard = project.appendingPathComponent("LocalizedDemo/Base.lproj/Main.storyboard")
      original = try String(contentsOf: storyboard, encoding: .utf8)
    }

    var text: String { (try? String(contentsOf: storyboard, encoding: .utf8)) ?? "" }
    func remove() { try? FileManager.default.removeItem(at: folder) }
  }

  /// The 1-based lines of `text` holding a runtime attribute with one of `keys`, found by
  /// plain text search (independently of the document model).
  static func lines(of keys: [String], in text: String) -> [Int] {
    text.components(separatedBy: "\n").enumerated().compactMap { i, line in
      keys.contains {
        line.contains("<userDefinedRuntimeAttribute ") && line.contains("keyPath=\"\($0)\"")
      }
        ? i + 1 : nil
    }
  }

  @Test func deletedCategoriesLeaveStaleAttributesThatFixRemoves() throws {
    let copy = try Copy(deleting: ["UILabel+SBLocalizable.swift", "UIView+BackgroundColor.swift"])
    defer { copy.remove() }
    let expected = Self.lines(of: ["textAsKey", "bgColorName"], in: copy.original)
    #expect(expected.count == 8)

    let run = try EaselProcess.run(["lint", copy.storyboard.path])
    #expect(run.status == 1, "\(run.stderr)")
    let stale = run.stdout.split(separator: "\n").filter {
      $0.hasSuffix("[runtime-attribute-stale]")
    }
    #expect(stale.count == 8, "\(run.stdout)")
    for line in expected {
      let hit = stale.first { $0.hasPrefix("\(copy.storyboard.path):\(line):") }
      #expect(hit != nil, "no finding at line \(line):\n\(run.stdout)")
      let key = hit?.contains("textAsKey") == true ? "textAsKey" : "bgColorName"
      #expect(
        hit?.contains("this class is not key value coding-compliant for the key \(key).") == true,
        "\(hit ?? "")")
    }
    #expect(run.stdout.contains("8 stale"), "\(run.stdout)")

    let fix = try EaselProcess.run(["lint", "--fix", copy.storyboard.path])
    #expect(fix.stderr.contains("--fix: 8 findings fixed"), "\(fix.stderr)")
    #expect(fix.status == 0, "\(fix.stdout)\n\(fix.stderr)")
    // Exactly those elements: each block held one attribute, so its three lines go.
    var lines = copy.original.components(separatedBy: "\n")
    for line in expected.reversed() {
      #expect(lines[line - 2].contains("<userDefinedRuntimeAttributes>"))
      #expect(lines[line].contains("</userDefinedRuntimeAttributes>"))
      lines.removeSubrange((line - 2)...line)
    }
    #expect(copy.text == lines.joined(separator: "\n"))

    let reopened = try IBDocument(contentsOf: copy.storyboard)
    #expect(reopened.element(withID: "Loc-La-002")?.runtimeAttributes().isEmpty == true)
    let again = try EaselProcess.run(["lint", copy.storyboard.path])
    #expect(!again.stdout.contains("runtime-attribute-stale"), "\(again.stdout)")
    let png = copy.folder.appendingPathComponent("after.png")
    let render = try EaselProcess.run(["render", copy.storyboard.path, "-o", png.path])
    #expect(render.status == 0, "\(render.stderr)")
    #expect(FileManager.default.fileExists(atPath: png.path))
  }

  @Test func theIntactExampleHasNoStaleAttributes() throws {
    let copy = try Copy(deleting: [])
    defer { copy.remove() }
    let run = try EaselProcess.run(["lint", "--json", copy.storyboard.path])
    #expect(run.status == 0, "\(run.stdout)")
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
    // The one finding: `purpleClr` is not in the palette (the demo's deliberate miss).
    #expect(
      diagnostics.map { $0["rule"] as? String } == ["missing-palette-color"], "\(diagnostics)")
    let summary = try #require(object["summary"] as? [String: Any])
    let attributes = try #require(summary["runtimeAttributes"] as? [String: Int])
    #expect(attributes["applied"] == 8)
    #expect(attributes["stale"] == 0)
  }

  @Test func aMissingPathIsAnErrorAndAnUnknownOptionAUsageError() throws {
    let missing = try EaselProcess.run(["lint", "/nonexistent/Main.storyboard"])
    #expect(missing.status == 1)
    let usage = try EaselProcess.run(["lint", "--jsn"])
    #expect(usage.status == 64)
    #expect(usage.stderr.contains("did you mean '--json'?"), "\(usage.stderr)")
  }
}
