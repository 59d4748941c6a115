import EaselGraphics
import EaselTestSupport
import Foundation
import Testing

/// Interface Builder's agent runs the main run loop between making designables and drawing
/// them: what they queue on the main queue while made or laid out has run in the picture
/// (FSPageControl makes its indicator layers so). One that queues itself again forever is
/// stopped after a bounded number of turns and noted.
@Suite(.serialized)
struct MainRunLoopTurnTests {
  @Test func blocksQueuedWhileMadeOrLaidOutRunBeforeTheDrawing() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let (run, out) = try EaselProcess.renderFixture(
      "Statuses/MainQueue", document: "MainQueue.storyboard", in: dir)
    #expect(run.status == 0, "\(run.stderr)")
    // The scene renders at scale 2: pixels are twice the points.
    let image = try Bitmap(data: Data(contentsOf: out))
    let fill = image.pixel(x: 100, y: 100)
    #expect(fill.green > 0.9 && fill.red < 0.1 && fill.blue < 0.1, "\(fill)")
    let square = image.pixel(x: 300, y: 100)
    #expect(square.blue > 0.9 && square.red < 0.1 && square.green < 0.1, "\(square)")
    // Outside the square, the view's own grey.
    let edge = image.pixel(x: 228, y: 100)
    #expect(abs(edge.red - 0.5) < 0.1 && abs(edge.blue - 0.5) < 0.1, "\(edge)")
    #expect(!run.stderr.contains("main-queue"), "\(run.stderr)")
  }

  @Test func aBlockQueuingItselfForeverIsStoppedAndNoted() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let fixture = Documents.fixtures.appendingPathComponent("Statuses/MainQueue")
    let out = dir.appendingPathComponent("restless.png")
    let run = try EaselProcess.run(
      [
        "render", fixture.appendingPathComponent("Restless.storyboard").path, "--sources",
        fixture.path, "-o", out.path, "--verbose",
      ], cacheDirectory: dir)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("Designables: Restless: Up to date"), "\(run.stderr)")
    let note = "after 16 turns of the main run loop"
    #expect(run.stderr.components(separatedBy: note).count == 2, "\(run.stderr)")
    let image = try Bitmap(data: Data(contentsOf: out))
    let red = image.pixel(x: 100, y: 100)
    #expect(red.red > 0.9 && red.green < 0.1, "\(red)")
  }
}
