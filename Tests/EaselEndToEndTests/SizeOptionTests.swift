import EaselGraphics
import EaselTestSupport
import Foundation
import Testing

/// `easel render --size WxH` through the built `easel`: the xib's top view is given the size
/// and laid out at it, as a snapshot test does with `view.frame = …`.
struct SizeOptionTests {
  static let folder = Documents.fixtures.appendingPathComponent("Size")
  /// A freeform xib view stored at 375×300, placed by constraints.
  static let panel = folder.appendingPathComponent("Panel.xib")
  /// The same views with frames worked out by hand from those constraints at 320×568 (its
  /// comment shows the sums), and no constraints: drawn from its stored frames.
  static let byHand = folder.appendingPathComponent("PanelAt320x568.xib")

  func render(_ document: URL, _ extra: [String], to out: URL) throws -> Bitmap {
    let run = try EaselProcess.run(["render", document.path, "-o", out.path] + extra)
    #expect(run.status == 0, "exit status \(run.status): \(run.stderr)")
    return try Bitmap(data: Data(contentsOf: out))
  }

  @Test func aXibViewIsLaidOutAtTheSizeGiven() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let sized = try render(
      Self.panel, ["--size", "320x568", "--scale", "3"],
      to: dir.appendingPathComponent("sized.png"))
    let expected = try render(
      Self.byHand, ["--scale", "3"], to: dir.appendingPathComponent("by-hand.png"))
    #expect(sized.width == 960 && sized.height == 1704)
    let comparison = BitmapComparison(actual: sized, expected: expected, tolerance: 2)
    #expect(comparison.matches, "\(comparison.differingPixels) pixels differ")
    // Without --size the view keeps its stored 375×300.
    let stored = try render(Self.panel, ["--scale", "1"], to: dir.appendingPathComponent("a.png"))
    #expect(stored.width == 375 && stored.height == 300)
  }

  @Test(arguments: ["0x5", "abc", "320x", "320x568x2", "-1x10", "320x99999", "nanx5"])
  func badSizesAreUsageErrors(_ size: String) throws {
    let run = try EaselProcess.run(["render", Self.panel.path, "--size", size])
    #expect(run.status == 64, "exit status \(run.status)")
    #expect(
      run.stderr.contains("error: --size must be WIDTHxHEIGHT in points (320x568)")
        && run.stderr.contains("got '\(size)'"), "\(run.stderr)")
  }

  @Test func sizeAndDeviceTogetherAreAUsageError() throws {
    let run = try EaselProcess.run([
      "render", Self.panel.path, "--size", "320x568", "--device", "iPhone SE",
    ])
    #expect(run.status == 64)
    #expect(run.stderr.contains("--size cannot be used with --device"), "\(run.stderr)")
  }
}
