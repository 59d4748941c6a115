import EaselDocument
import EaselGraphics
import EaselTestSupport
import Foundation
import Testing

/// The hand-written gallery storyboard (`Tests/Fixtures/Gallery`) through the command line,
/// as a user would run it: every element family and colour form without the corpus.
struct GalleryCommandTests {
  /// A copy of the gallery in a fresh folder (no sources: its `GalleryView` is drawn as a
  /// UIView, as Interface Builder draws a class that is not designable).
  static func copy() throws -> (folder: URL, document: URL) {
    let folder = try TestPaths.temporaryFolder("easel-gallery")
    let document = folder.appendingPathComponent("Gallery.storyboard")
    try FileManager.default.copyItem(at: SharedFixtures.gallery, to: document)
    return (folder, document)
  }

  func near(_ c: RGBA, _ r: Double, _ g: Double, _ b: Double, within: Double = 0.08) -> Bool {
    abs(c.red - r) <= within && abs(c.green - g) <= within && abs(c.blue - b) <= within
  }

  @Test func scenesListsTheFiveScenesWithTheTabsInitial() throws {
    let run = try EaselProcess.run(["scenes", SharedFixtures.gallery.path])
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.count == 6, "\(run.stdout)")  // a header and five scenes
    #expect(lines.filter { $0.hasPrefix("*") }.count == 1)
    #expect(lines.first { $0.hasPrefix("*") }?.contains(SharedFixtures.Scene.tabs) == true)
    for id in ["Ctl-Sc-001", "Nav-Sc-001", "Lst-Sc-001", "Col-Sc-001"] {
      #expect(run.stdout.contains(id), "\(id) missing")
    }
  }

  @Test func dumpPrintsWhatTheLibraryDumps() throws {
    let run = try EaselProcess.run(["dump", SharedFixtures.gallery.path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout == (try IBDocument(contentsOf: SharedFixtures.gallery)).dump())
  }

  @Test func allRendersEverySceneWithAView() throws {
    let (folder, document) = try Self.copy()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("scenes")
    let run = try EaselProcess.run(["render", document.path, "--all", "-o", out.path])
    #expect(run.status == 0, "\(run.stderr)")
    let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    #expect(files.contains("Ctl-Sc-001.png") && files.contains("Lst-Sc-001.png"), "\(files)")
    #expect(files.contains("Col-Sc-001.png"), "\(files)")
    #expect(!run.stderr.contains("error:"), "\(run.stderr)")
    let controls = try Bitmap(contentsOf: out.appendingPathComponent("Ctl-Sc-001.png"))
    #expect(controls.width == 2 * 393 && controls.height == 2 * 852)
    // The sRGB orange view (16, 96, 100×40), at scale 2.
    #expect(near(controls.pixel(x: 2 * 66, y: 2 * 116), 1, 0.5, 0))
    let photos = try Bitmap(contentsOf: out.appendingPathComponent("Col-Sc-001.png"))
    let yellow = (0..<(2 * 400)).filter { near(photos.pixel(x: 60, y: $0), 1, 0.75, 0) }
    #expect(!yellow.isEmpty)
  }

  @Test func theControlsSceneRendersToSVGWithItsText() throws {
    let (folder, document) = try Self.copy()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("controls.svg")
    let run = try EaselProcess.run([
      "render", document.path, "--scene", SharedFixtures.Scene.controls, "--format", "svg", "-o",
      out.path,
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let svg = try String(contentsOf: out, encoding: .utf8)
    #expect(svg.hasPrefix("<?xml") && svg.contains("<svg"))
    #expect(svg.contains("width=\"393") && svg.contains("height=\"852"))
    // Filled shapes and glyphs: backgrounds, controls and the labels' text.
    #expect(svg.components(separatedBy: "<path").count > 20)
    #expect(svg.contains("<use") || svg.contains("<glyph") || svg.contains("<symbol"))
  }
}
