import EaselTestSupport
import Foundation
import Testing

/// WatchKit, AppKit and tvOS storyboards and xibs, and a type Easel does not know yet: they open for lossless round trips,
/// scripted edits, `scenes` and `dump`; `render` refuses them in one line with status 1.
struct PlatformDocumentTests {
  struct Fixture: CustomTestStringConvertible, Sendable {
    var file: String
    /// An object to edit, and the attribute set on it.
    var object: String
    var attribute: String
    /// What `render` says.
    var refusal: String
    var testDescription: String { file }

    var url: URL {
      Documents.fixtures.appendingPathComponent("Platforms").appendingPathComponent(file)
    }
  }

  static let fixtures = [
    Fixture(
      file: "Watch.storyboard", object: "Lb8-aS-2Qe", attribute: "text",
      refusal:
        "error: Watch.storyboard is a WatchKit storyboard; Easel does not render WatchKit documents yet"
    ),
    Fixture(
      file: "Mac.storyboard", object: "Wn2-Lx-7Vc", attribute: "title",
      refusal:
        "error: Mac.storyboard is an AppKit storyboard; Easel does not render AppKit documents yet"
    ),
    Fixture(
      file: "Panel.xib", object: "Bc5-Hu-0Ze", attribute: "title",
      refusal:
        "error: Panel.xib is an AppKit xib; Easel does not render AppKit documents yet"),
    Fixture(
      file: "TV.storyboard", object: "Tv4-Lb-9Qa", attribute: "text",
      refusal: "error: TV.storyboard is a tvOS storyboard; Easel does not render tvOS documents yet"),
    Fixture(
      file: "Future.xib", object: "Fu7-Lb-3Zx", attribute: "text",
      refusal:
        "error: Future.xib is an Interface Builder document of type 'com.apple.InterfaceBuilder.RealityKit.XIB'; Easel renders iOS documents only"),
  ]

  /// A copy of the fixture in a fresh folder.
  func copy(_ fixture: Fixture) throws -> (folder: URL, url: URL) {
    let folder = try TestPaths.temporaryFolder("easel-platform")
    let url = folder.appendingPathComponent(fixture.file)
    try FileManager.default.copyItem(at: fixture.url, to: url)
    return (folder, url)
  }

  @Test(arguments: fixtures) func roundTripIsByteIdentical(_ fixture: Fixture) throws {
    let (folder, url) = try copy(fixture)
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("out-" + fixture.file)
    let run = try EaselProcess.run(["edit", url.path, "-o", output.path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(try Data(contentsOf: output) == Data(contentsOf: fixture.url))
  }

  @Test(arguments: fixtures) func scriptedEditChangesOnlyItsValue(_ fixture: Fixture) throws {
    let (folder, url) = try copy(fixture)
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try EaselProcess.run([
      "edit", url.path, "--object", fixture.object, "--set", "\(fixture.attribute)=Edited",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let before = try String(contentsOf: fixture.url, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    let after = try String(contentsOf: url, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(before.count == after.count)
    let changed = zip(before, after).filter { $0 != $1 }
    #expect(changed.count == 1)
    #expect(changed.first?.1.contains("\(fixture.attribute)=\"Edited\"") == true)
    #expect(changed.first?.1.contains("id=\"\(fixture.object)\"") == true)
  }

  @Test(arguments: fixtures) func scenesAndDumpWork(_ fixture: Fixture) throws {
    let scenes = try EaselProcess.run(["scenes", fixture.url.path])
    #expect(scenes.status == 0, "\(scenes.stderr)")
    #expect(!scenes.stdout.isEmpty)
    let dump = try EaselProcess.run(["dump", fixture.url.path])
    #expect(dump.status == 0, "\(dump.stderr)")
    #expect(!dump.stdout.isEmpty)
  }

  @Test(arguments: fixtures) func renderRefusesInOneLine(_ fixture: Fixture) throws {
    let folder = try TestPaths.temporaryFolder("easel-platform")
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("x.png")
    let run = try EaselProcess.run(["render", fixture.url.path, "-o", output.path])
    #expect(run.status == 1)
    #expect(run.stderr == fixture.refusal + "\n")
    #expect(!FileManager.default.fileExists(atPath: output.path))
  }
}
