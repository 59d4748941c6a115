import EaselGraphics
import EaselTestSupport
import Foundation
import Testing

/// Interface Builder's agent turns the main run loop between making designables and drawing
/// them, so the messages they ask for later through it have arrived in the picture: a
/// perform after no delay, a message to the main thread without waiting, a timer due at
/// once — not one cancelled, nor one due later. A repeating timer that stays due is stopped
/// by the bound on turns, without a report (it is due again by nature).
@Suite(.serialized)
struct DelayedPerformTests {
  @Test func performsAndTimersDueByTheDrawingHaveFired() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let (run, out) = try EaselProcess.renderFixture(
      "Statuses/DelayedPerform", document: "Delayed.storyboard", in: dir)
    #expect(run.status == 0, "\(run.stderr)")
    // The scene renders at scale 2: each view's centre is at twice its points.
    let image = try Bitmap(data: Data(contentsOf: out))
    let delayed = image.pixel(x: 100, y: 100)
    #expect(delayed.green > 0.9 && delayed.red < 0.1 && delayed.blue < 0.1, "\(delayed)")
    let cancelled = image.pixel(x: 300, y: 100)
    #expect(abs(cancelled.red - 0.5) < 0.1 && abs(cancelled.green - 0.5) < 0.1, "\(cancelled)")
    let mainThread = image.pixel(x: 500, y: 100)
    #expect(
      mainThread.blue > 0.9 && mainThread.red < 0.1 && mainThread.green < 0.1, "\(mainThread)")
    let timed = image.pixel(x: 700, y: 100)
    #expect(timed.red > 0.9 && timed.blue > 0.9 && timed.green < 0.1, "\(timed)")
    #expect(!run.stderr.contains("main-queue"), "\(run.stderr)")
  }

  @Test func aRepeatingTimerOfNoIntervalFiresWithoutHanging() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let fixture = Documents.fixtures.appendingPathComponent("Statuses/DelayedPerform")
    let out = dir.appendingPathComponent("ticking.png")
    let run = try EaselProcess.run(
      [
        "render", fixture.appendingPathComponent("Ticking.storyboard").path, "--sources",
        fixture.path, "-o", out.path, "--verbose",
      ], cacheDirectory: dir)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("Designables: Ticking: Up to date"), "\(run.stderr)")
    #expect(!run.stderr.contains("main-queue"), "\(run.stderr)")
    let image = try Bitmap(data: Data(contentsOf: out))
    let red = image.pixel(x: 100, y: 100)
    #expect(red.red > 0.9 && red.green < 0.1, "\(red)")
  }
}
