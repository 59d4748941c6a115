import EaselTestSupport
import Foundation
import Testing

/// `easel layout`, run as a user would.
struct LayoutCommandTests {
  static let fixture = TestPaths.packageRoot
    .appendingPathComponent("Tests/EaselInterfaceTests/Fixtures/AutoLayout/Constraints.storyboard")

  @Test func warningsAreLocatedAndFramesChecked() throws {
    let run = try EaselProcess.run(["layout", Self.fixture.path, "--check-frames"])
    #expect(run.status == 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect(lines.last == "total: 8 views, engine 87.5%, whole 87.5%")
    #expect(
      lines.contains {
        $0.hasPrefix(Self.fixture.path + ":122:37: warning: conflicting constraint view (cw)")
      })
    #expect(
      lines.contains {
        $0.hasPrefix(Self.fixture.path + ":126:29: warning: ambiguous layout: view (amb)")
      })
    #expect(lines.contains { $0.contains(": note: engine miss: view amb: ambiguous y") })
  }

  @Test func withoutCheckFramesOnlyWarnings() throws {
    let run = try EaselProcess.run(["layout", Self.fixture.path])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.split(separator: "\n").count == 2)
    #expect(!run.stdout.contains("total:"))
  }

  @Test func jsonCarriesScenesAndResults() throws {
    let run = try EaselProcess.run(["layout", Self.fixture.path, "--check-frames", "--json"])
    #expect(run.status == 0, "\(run.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
    let scenes = try #require(json.first?["scenes"] as? [[String: Any]])
    #expect(scenes.map { $0["sceneID"] as? String } == ["s1", "s2", "s3"])
    let engine = try #require(scenes.first?["engine"] as? [[String: Any]])
    #expect(engine.count == 4)
  }

  @Test func aMissingPathFails() throws {
    let run = try EaselProcess.run(["layout", "/nonexistent/Nope.storyboard"])
    #expect(run.status == 1)
    #expect(run.stderr.contains("no such file or folder"))
  }
}
