import EaselGraphics
import EaselTestSupport
import Foundation
import Testing

/// Golden image of the storyboard's chrome as `easel render --overview` draws it: scene
/// titles, cards for the tab bar and navigation controllers, relationship arrows with their
/// badges and the entry arrow, around every Gallery scene (status bar, bars). Rendered by the
/// built `easel`, with the pinned fonts passed to it (`EaselProcess`).
///
/// Differs from Interface Builder (reported when recorded): the tab bar and navigation
/// controllers' cards are drawn without their bars, which the scenes rendered alone have.
///
/// Tolerance, as for the scene goldens (`GoldenImageTests`): a channel may move by 2 of 255
/// on up to 40 pixels — another build of Pixman, Cairo or FreeType moves edge pixels that
/// much; a changed layout, colour or glyph moves far more.
@Suite(.serialized) struct SceneChromeGoldenTests {
  @Test func galleryOverviewMatchesItsGoldenImage() throws {
    let folder = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // No sources: the scenes are drawn with UIKit's classes only, and nothing is scanned.
    let sources = folder.appendingPathComponent("sources")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    let out = folder.appendingPathComponent("overview.png")
    let run = try EaselProcess.run([
      "render", SharedFixtures.gallery.path, "--overview", "--sources", sources.path,
      "-o", out.path,
    ])
    #expect(run.status == 0, "\(run.stderr)")
    let png = try Data(contentsOf: out)
    let image = try Bitmap(data: png)
    #expect(image.width > 1000 && image.height > 1000)
    let failure = ImageSnapshot(tolerance: 2, maxDifferingPixels: 40)
      .verify(png: png, named: "gallery-overview")
    #expect(failure == nil, "\(failure ?? "")")
  }
}
