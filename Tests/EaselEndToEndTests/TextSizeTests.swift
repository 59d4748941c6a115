import EaselGraphics
import EaselTestSupport
import Foundation
import Testing

/// `--text-size`: scenes laid out and rendered at a Dynamic Type size.
struct TextSizeTests {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/DynamicType/TextStyles.storyboard")

  /// The solved frames of the scene's views (whole figure) by id.
  func solvedFrames(_ arguments: [String]) throws -> [String: [[Double]]] {
    let run = try EaselProcess.run(
      ["layout", Self.fixture.path, "--check-frames", "--json"] + arguments)
    #expect(run.status == 0, "\(run.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
    let scenes = try #require(json.first?["scenes"] as? [[String: Any]])
    let whole = try #require(scenes.first?["whole"] as? [[String: Any]])
    var frames: [String: [[Double]]] = [:]
    for view in whole {
      if let id = view["id"] as? String, let solved = view["solved"] as? [[Double]] {
        frames[id] = solved
      }
    }
    return frames
  }

  /// The body label takes San Francisco's line at 17, 14 and 53 points (20.5, 17 and 63.5
  /// points tall at 2×), the bar below it follows, the fixed 17-point label does not change.
  @Test func layoutTakesTheTextSize() throws {
    let large = try solvedFrames([])
    let small = try solvedFrames(["--text-size", "xSmall"])
    let ax5 = try solvedFrames(["--text-size", "accessibilityXXXLarge"])
    #expect(large["body"]?[1][1] == 20.5 && large["bar"]?[0][1] == 68.5)
    #expect(small["body"]?[1][1] == 17 && small["bar"]?[0][1] == 65)
    #expect(ax5["body"]?[1][1] == 63.5 && ax5["bar"]?[0][1] == 111.5)
    #expect(large["fixed"] != nil && ax5["fixed"] == large["fixed"])
  }

  /// The red bar under the label moves down in the picture too.
  @Test func renderTakesTheTextSize() throws {
    let folder = try TestPaths.temporaryFolder()
    func barTop(_ arguments: [String]) throws -> Int? {
      let out = folder.appendingPathComponent("text-size-\(arguments.count).png")
      let run = try EaselProcess.run(
        ["render", Self.fixture.path, "--scale", "1", "--device", "iPhone 8", "-o", out.path]
          + arguments)
      #expect(run.status == 0, "\(run.stderr)")
      let image = try Bitmap(data: Data(contentsOf: out))
      return (0..<image.height).first {
        let p = image.pixel(x: 60, y: $0)
        return p.red > 0.9 && p.green < 0.1 && p.blue < 0.1
      }
    }
    #expect(try barTop([]) == 69)
    #expect(try barTop(["--text-size", "AX5"]) == 112)
  }

  @Test func anUnknownSizeIsAUsageError() throws {
    let run = try EaselProcess.run(["render", Self.fixture.path, "--text-size", "xlarge2"])
    #expect(run.status == 64)
    #expect(run.stderr.contains("unknown text size 'xlarge2'"))
    #expect(run.stderr.contains("accessibilityXXXLarge"))
  }
}
