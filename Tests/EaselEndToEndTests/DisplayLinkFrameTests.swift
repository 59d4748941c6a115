import EaselGraphics
import EaselTestSupport
import Foundation
import Testing

/// A display link a designable adds to the main run loop fires its first frame while the agent
/// turns the run loop before drawing, with its times consistent; a paused one does not.
@Suite(.serialized)
struct DisplayLinkFrameTests {
  @Test func aDisplayLinksFirstFrameArrivesBeforeThePicture() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let (run, out) = try EaselProcess.renderFixture(
      "Statuses/DisplayLink", document: "Pulsing.storyboard", in: dir)
    #expect(run.status == 0, "\(run.stderr)")
    // The scene renders at scale 2: each view's centre is at twice its points.
    let image = try Bitmap(data: Data(contentsOf: out))
    let fired = image.pixel(x: 100, y: 100)
    #expect(fired.green > 0.9 && fired.red < 0.1 && fired.blue < 0.1, "\(fired)")
    let paused = image.pixel(x: 300, y: 100)
    #expect(abs(paused.red - 0.5) < 0.1 && abs(paused.green - 0.5) < 0.1, "\(paused)")
  }
}
