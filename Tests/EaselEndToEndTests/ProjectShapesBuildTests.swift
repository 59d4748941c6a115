import EaselGraphics
import EaselTestSupport
import Foundation
import Testing

/// Projects as they are kept (`Tests/Fixtures/ProjectShapes`): a designable in a local Swift
/// package, one in a framework of another project of the workspace that the app does not
/// link, one in a CocoaPods `:path` pod with no `Pods/` folder — each found from its
/// document, built as its module and drawn, and the repository's root standing for its
/// projects.
@Suite(.serialized)
struct ProjectShapesBuildTests {
  static let fixture = TestPaths.packageRoot.appendingPathComponent("Tests/Fixtures/ProjectShapes")

  /// A copy of the fixture outside Easel's package, so that its root is a repository's root
  /// and not a folder inside a bigger project.
  static func repository(in dir: URL) throws -> URL {
    let copy = dir.appendingPathComponent("ProjectShapes")
    try FileManager.default.copyItem(at: fixture, to: copy)
    return copy
  }

  func near(_ color: RGBA, _ red: Double, _ green: Double, _ blue: Double) -> Bool {
    abs(color.red - red) < 0.06 && abs(color.green - green) < 0.06 && abs(color.blue - blue) < 0.06
  }

  @Test(arguments: [
    ("Apps/Demo/Demo/Main.storyboard", ["RingView", "BadgeView"]),
    ("Pod/Example/Example/Main.storyboard", ["StarView"]),
  ])
  func eachDocumentsDesignablesAreBuiltAndDrawn(document: String, classes: [String]) throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.appendingPathComponent("shape.png")
    let run = try EaselProcess.run(
      ["render", Self.fixture.appendingPathComponent(document).path, "-o", out.path],
      cacheDirectory: dir)
    #expect(run.status == 0, "\(run.stderr)")
    for name in classes {
      #expect(run.stderr.contains("Designables: \(name): Up to date"), "\(run.stderr)")
    }
    #expect(!run.stderr.contains("unknown class"), "\(run.stderr)")
    #expect(!run.stderr.contains("warning"), "\(run.stderr)")

    let image = try Bitmap(contentsOf: out)
    if classes.contains("StarView") {
      // The star's centre is filled with systemYellow.
      #expect(near(image.pixel(x: 196 * 2, y: 220 * 2), 1, 0.8, 0))
    } else {
      // The ring's arc starts at twelve o'clock, in systemTeal; the badge's border is orange.
      #expect(near(image.pixel(x: 196 * 2, y: 128 * 2), 0.19, 0.69, 0.78))
      #expect(near(image.pixel(x: 97 * 2, y: 440 * 2), 1, 0.58, 0))
    }
  }

  @Test func theRepositorysRootStandsForItsProjects() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let root = try Self.repository(in: dir)
    let run = try EaselProcess.run(["designables", root.path, "--json"], cacheDirectory: dir)
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let entries = try #require(json["designables"] as? [[String: Any]])
    let modules = Dictionary(
      uniqueKeysWithValues: entries.map {
        ($0["class"] as? String ?? "", $0["module"] as? String ?? "")
      })
    #expect(modules == ["RingView": "Rings", "BadgeView": "Badges", "StarView": "StarKit"])
    #expect(
      (json["summary"] as? [String: Int])?["upToDate"] == 3, "\(run.stdout)")

    // A document rendered with the root as --sources finds the same classes.
    let out = dir.appendingPathComponent("demo.png")
    let render = try EaselProcess.run(
      [
        "render", root.appendingPathComponent("Apps/Demo/Demo/Main.storyboard").path,
        "--sources", root.path, "-o", out.path,
      ], cacheDirectory: dir)
    #expect(render.status == 0, "\(render.stderr)")
    #expect(render.stderr.contains("Designables: RingView: Up to date"), "\(render.stderr)")
    #expect(render.stderr.contains("Designables: BadgeView: Up to date"), "\(render.stderr)")
  }
}
