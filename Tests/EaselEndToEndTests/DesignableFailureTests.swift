import EaselGraphics
import EaselTestSupport
import Foundation
import Testing

/// Designables that fail to build, crash or hang: each gets its status, is drawn as its base
/// class, and Easel carries on and exits 1 with a clear message.
@Suite(.serialized)
struct DesignableFailureTests {
  func pixel(_ image: Bitmap, _ x: Double, _ y: Double) -> RGBA {
    image.pixel(x: Int(x * 2), y: Int(y * 2))
  }

  @Test func crashAndHangAreReportedAndTheSceneStillRenders() throws {
    let dir = try TestPaths.temporaryFolder()
    let out = dir.appendingPathComponent("trouble.png")
    let run = try EaselProcess.run(
      ["render", Documents.trouble.path, "-o", out.path, "--timeout", "5"], cacheDirectory: dir)
    #expect(run.status == 1, "\(run.stderr)")
    #expect(run.stderr.contains("Designables: GoodDisc: Up to date"), "\(run.stderr)")
    #expect(
      run.stderr.contains("error: Designables: CrashingView: Crashed in draw(_:)"), "\(run.stderr)")
    #expect(
      run.stderr.contains("error: Designables: HangingView: Timed out in layoutSubviews()"),
      "\(run.stderr)")
    #expect(run.stderr.contains("drawn as its base class"))
    // The backtrace names the crashing method.
    #expect(run.stderr.contains("CrashingView"), "\(run.stderr)")
    let image = try Bitmap(data: Data(contentsOf: out))
    // GoodDisc draws a green disc on white.
    let disc = pixel(image, 50, 50)
    #expect(disc.green > 0.9 && disc.red < 0.1, "the good designable rendered")
    // The crashing and hanging views are plain UIViews: their background colours only.
    let crashed = pixel(image, 150, 50)
    #expect(crashed.red > 0.95 && abs(crashed.green - 0.8) < 0.02 && crashed.blue < 0.05)
    let hung = pixel(image, 250, 50)
    #expect(hung.blue > 0.95 && abs(hung.green - 0.4) < 0.02 && hung.red < 0.05)
  }

  @Test func buildFailureShowsTheCompilerDiagnostics() throws {
    let dir = try TestPaths.temporaryFolder()
    let out = dir.appendingPathComponent("broken.png")
    let run = try EaselProcess.run(
      ["render", Documents.buildFailure.path, "-o", out.path], cacheDirectory: dir)
    #expect(run.status == 1, "\(run.stderr)")
    #expect(run.stderr.contains("BrokenView.swift:9:"), "\(run.stderr)")
    #expect(run.stderr.contains(": error: "), "\(run.stderr)")
    #expect(run.stderr.contains("error: Designables: BrokenView: Build failed"), "\(run.stderr)")
    let image = try Bitmap(data: Data(contentsOf: out))
    let base = pixel(image, 50, 50)
    #expect(base.red > 0.95 && base.green > 0.95 && base.blue > 0.95, "drawn as a white UIView")
  }

  @Test func agentsAreCachedByContent() throws {
    let dir = try TestPaths.temporaryFolder()
    let out = dir.appendingPathComponent("r.png")
    _ = try EaselProcess.run(
      ["render", Documents.rainbow.path, "-o", out.path], cacheDirectory: dir)
    let agents = dir.appendingPathComponent("agents")
    let first = try FileManager.default.contentsOfDirectory(atPath: agents.path).filter {
      !$0.hasPrefix("tmp-")
    }
    #expect(first.count == 1)
    _ = try EaselProcess.run(
      ["render", Documents.rainbow.path, "-o", out.path], cacheDirectory: dir)
    let second = try FileManager.default.contentsOfDirectory(atPath: agents.path).filter {
      !$0.hasPrefix("tmp-")
    }
    #expect(second == first, "the second run reused the cached agent")
  }

  /// A crash in a custom layer's `draw(in:)` is the crash of the designable whose layer tree
  /// holds it, not of the agent: the other designables still render.
  @Test func aCrashInACustomLayerIsBlamedOnItsView() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let fixture = Documents.fixtures.appendingPathComponent("LayerTrouble")
    let out = dir.appendingPathComponent("layers.png")
    let run = try EaselProcess.run(
      [
        "render", fixture.appendingPathComponent("LayerTrouble.storyboard").path, "--sources",
        fixture.appendingPathComponent("Sources").path, "-o", out.path,
      ], cacheDirectory: dir)
    #expect(run.status == 1, "\(run.stderr)")
    #expect(
      run.stderr.contains("error: Designables: CrashingLayerView: Crashed in draw(_:)"),
      "\(run.stderr)")
    #expect(run.stderr.contains("Designables: SteadyView: Up to date"), "\(run.stderr)")
    #expect(run.stderr.contains("BrokenLayer.draw"), "the backtrace names the layer's method")
    let image = try Bitmap(data: Data(contentsOf: out))
    let steady = pixel(image, 50, 50)
    #expect(steady.green > 0.9 && steady.red < 0.1, "SteadyView rendered")
  }
}
