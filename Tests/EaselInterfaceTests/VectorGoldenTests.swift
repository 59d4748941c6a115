import EaselTestSupport
import Foundation
import Testing

@testable import EaselInterface

/// SVG and PDF golden references of every element family: each scene of `GoldenScenes`
/// rendered as a vector document and normalised to text by `VectorNormalizer` (ids
/// renumbered, numbers rounded to a hundredth of a point, font outlines and image bytes named
/// rather than dumped, PDF bookkeeping dropped and its streams inflated), compared exactly
/// with `__Snapshots__/VectorGoldenTests/<scene>.svg.txt` and `.pdf.txt`. A diff shows which
/// drawing operations changed. Record mode is the image goldens' (`EASEL_RECORD_SNAPSHOTS=1`).
@MainActor
@Suite struct VectorGoldenTests {
  @Test(arguments: GoldenScenes.all)
  func sceneMatchesItsSVGReference(scene: GoldenScene) throws {
    let rendering = try GoldenScenes.render(scene, format: .svg)
    let text = VectorNormalizer.svg(rendering.data)
    #expect(text.hasPrefix("<?xml"))
    #expect(text.contains("<svg"))
    let failure = TextSnapshot().verify(text, named: scene.name, pathExtension: "svg.txt")
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test(arguments: GoldenScenes.all)
  func sceneMatchesItsPDFReference(scene: GoldenScene) throws {
    let rendering = try GoldenScenes.render(scene, format: .pdf)
    let text = VectorNormalizer.pdf(rendering.data)
    #expect(text.hasPrefix("%PDF-"))
    #expect(!text.contains("(compressed data that does not inflate)"))
    let failure = TextSnapshot().verify(text, named: scene.name, pathExtension: "pdf.txt")
    #expect(failure == nil, "\(failure ?? "")")
  }
}
