import EaselDiagnostics
import EaselGraphics
import EaselTestSupport
import Foundation
import Testing

@testable import EaselInterface

/// Golden images of every element family: each scene of the Gallery and Families fixtures
/// (`GoldenScenes`) rendered at two pixels a point with the pinned fonts, compared with
/// `__Snapshots__/GoldenImageTests/<scene>.png`.
///
/// Tolerance: a pixel counts as different when a channel is more than 2 (of 255) away, and
/// up to 40 such pixels are allowed. The renders are deterministic on one machine (the same
/// bytes twice); what the tolerance absorbs is another build of the same libraries — Pixman's
/// and Cairo's antialiasing and compositing rounding, FreeType's rasterisation — which moves
/// edge pixels by a level or two. A real change (a colour, a frame off by a point, a wrong
/// glyph or font) moves hundreds of pixels by far more and fails.
///
/// Record: `EASEL_RECORD_SNAPSHOTS=1 swift test --filter GoldenImageTests` (that run fails),
/// then look at every picture before committing it.
@MainActor
@Suite struct GoldenImageTests {
  static let snapshot = ImageSnapshot(tolerance: 2, maxDifferingPixels: 40)

  @Test(arguments: GoldenScenes.all)
  func sceneMatchesItsGoldenImage(scene: GoldenScene) throws {
    let rendering = try GoldenScenes.render(scene, format: .png)
    let image = try Bitmap(data: rendering.data)
    #expect(image.width == Int(rendering.root.bounds.width * 2))
    #expect(image.height == Int(rendering.root.bounds.height * 2))
    let errors = rendering.diagnostics.diagnostics.filter { $0.severity == .error }
    #expect(errors.isEmpty, "\(errors.map(\.description))")
    // The Families fixture's images are all there (its asset catalog, SF Symbols). (The
    // Gallery names one image nowhere to be found on purpose: a runtime attribute's.)
    if scene.document == GoldenScenes.families {
      let missing = rendering.diagnostics.diagnostics.filter { $0.id == "unknown-image" }
      #expect(missing.isEmpty, "\(missing.map(\.description))")
    }
    let failure = Self.snapshot.verify(png: rendering.data, named: scene.name)
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// The list of known differences from Interface Builder speaks of golden scenes only.
  @Test func knownDifferencesNameGoldenScenes() {
    let names = Set(GoldenScenes.all.map(\.name))
    let listed = Set(GoldenScenes.knownDifferences.keys)
    #expect(listed.isSubset(of: names), "\(listed.subtracting(names))")
  }

  /// The same scene renders to the same bytes twice: what the tolerance is not for.
  @Test func renderingIsDeterministic() throws {
    let scene = try #require(GoldenScenes.all.first { $0.name == "families-text" })
    let first = try GoldenScenes.render(scene, format: .png).data
    let second = try GoldenScenes.render(scene, format: .png).data
    #expect(first == second)
  }
}
