import EaselGraphics
import EaselTestSupport
import Foundation
import Testing

/// An app that runs R.swift (`Fixtures/Rswift`): a Run Script phase writes
/// `Badges/R.generated.swift` before Swift compiles, and the project does not check it in.
/// `BadgeView` fills itself with `R.color.brandFill()` (an asset catalog's colour set) once
/// its init read `R.string.localizable.badgeCaption(3)` ("%d new" in `en.lproj`). Easel
/// failed it with "cannot find 'R' in scope" (the spent held-out draw lost seven classes in
/// four apps so); it now generates the `R` from the target's resources, as R.swift does.
@Suite(.serialized)
struct RswiftProjectTests {
  static let fixture = Documents.fixtures.appendingPathComponent("Rswift")

  @Test func aDesignableUsingRswiftsRBuildsAndDrawsTheCatalogsColour() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.appendingPathComponent("badge.png")
    let run = try EaselProcess.run(
      [
        "render", Self.fixture.appendingPathComponent("Badges/Base.lproj/Main.storyboard").path,
        "-o", out.path,
      ], cacheDirectory: dir)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("Designables: BadgeView: Up to date"), "\(run.stderr)")
    // Inside the 8-point inset: the colour set's sRGB (1, 0.6, 0.2), drawn only when the
    // caption was the translation.
    let image = try Bitmap(contentsOf: out)
    let fill = image.pixel(x: (10 + 30) * 2, y: (10 + 30) * 2)
    #expect(
      abs(fill.red - 1) < 0.06 && abs(fill.green - 0.6) < 0.06 && abs(fill.blue - 0.2) < 0.06,
      "\(fill)")
  }
}
