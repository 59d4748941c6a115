import EaselDocument
import EaselTestSupport
import EaselUIKit
import Foundation
import Testing

@testable import EaselInterface

/// Text snapshots of the stable tree dumps: the document outline `easel dump` prints for
/// the fixtures and the two examples, and, for every golden scene, the live view tree and
/// layer tree it was drawn from (after layout). References in
/// `__Snapshots__/TreeDumpSnapshotTests/`; record mode is `EASEL_RECORD_SNAPSHOTS=1`.
@MainActor
@Suite struct TreeDumpSnapshotTests {
  /// The documents whose `easel dump` outline is kept, by reference name.
  nonisolated static let documents: [(String, URL)] = [
    ("gallery", SharedFixtures.gallery),
    ("families", GoldenScenes.families),
    (
      "rainbow-example",
      TestPaths.packageRoot.appendingPathComponent(
        "Examples/RainbowDemo/RainbowDemo/Base.lproj/Main.storyboard")
    ),
    (
      "profile-example",
      TestPaths.packageRoot.appendingPathComponent(
        "Examples/ProfileDemo/ProfileDemo/Base.lproj/Main.storyboard")
    ),
  ]

  @Test(arguments: documents.map(\.0))
  func documentOutlineMatchesItsReference(name: String) throws {
    let url = try #require(Self.documents.first { $0.0 == name }?.1)
    let dump = try IBDocument(contentsOf: url).dump()
    #expect(dump.hasPrefix("storyboard "))
    let failure = TextSnapshot().verify(dump, named: name + ".dump")
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test(arguments: GoldenScenes.all)
  func viewAndLayerTreesMatchTheirReferences(scene: GoldenScene) throws {
    let rendering = try GoldenScenes.render(scene, format: .png, scale: 1)
    let views = rendering.root.hierarchyDescription()
    let layers = rendering.root.layer.treeDescription()
    #expect(views.split(separator: "\n").count >= 1)
    let viewFailure = TextSnapshot().verify(views, named: scene.name + ".views")
    #expect(viewFailure == nil, "\(viewFailure ?? "")")
    let layerFailure = TextSnapshot().verify(layers, named: scene.name + ".layers")
    #expect(layerFailure == nil, "\(layerFailure ?? "")")
  }
}
