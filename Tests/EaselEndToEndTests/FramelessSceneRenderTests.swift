import EaselGraphics
import EaselTestSupport
import Foundation
import Testing

/// Scenes stored without frames (Spring's, saved by Xcode 8 with only the root views'
/// frames) render laid out by their constraints, checked by pixels through the built `easel`.
struct FramelessSceneRenderTests {
  /// Spring's options sheet: a 360-point panel (colour 61, 66, 78) whose bottom is 100 points
  /// below the bottom layout guide (667), so its top is at 407; in it two rows of three
  /// 86-point sliders (15 from the sides, and centred) 35 and 116 points from its top, then
  /// labels, then a centred 100-point Reset button.
  @Test func springOptionsSceneIsLaidOutByItsConstraints() throws {
    let out = try TestPaths.temporaryFolder().appendingPathComponent("spring-options.png")
    let run = try EaselProcess.run([
      "render", Documents.spring.path, "--scene", "wF4-oh-fMB", "--scale", "1", "-o", out.path,
    ])
    #expect(run.status == 0, "exit status \(run.status): \(run.stderr)")
    let image = try Bitmap(data: Data(contentsOf: out))
    #expect(image.width == 375 && image.height == 667)
    func isPanel(_ x: Int, _ y: Int) -> Bool {
      let p = image.pixel(x: x, y: y)
      return abs(p.red * 255 - 61) < 3 && abs(p.green * 255 - 66) < 3
        && abs(p.blue * 255 - 78) < 3 && p.alpha > 0.99
    }
    // The panel: full width from y 407 to the bottom, nothing of it above.
    #expect(!isPanel(5, 405) && !isPanel(370, 405))
    for y in [408, 500, 666] { #expect(isPanel(2, y) && isPanel(372, y), "row \(y)") }

    /// The runs of columns that are not the panel's colour on row `y`.
    func inkedRuns(_ y: Int) -> [ClosedRange<Int>] {
      var runs: [ClosedRange<Int>] = []
      var start: Int?
      for x in 0...image.width {
        let inked = x < image.width && !isPanel(x, y)
        if inked, start == nil { start = x }
        if !inked, let s = start {
          runs.append(s...(x - 1))
          start = nil
        }
      }
      return runs
    }
    // On the row through each slider's middle, its track and thumb (with the thumb's
    // shadow, 2 points past the frame) are centred on its frame: x 15…101, centred, 274…360.
    let centres = [58.0, 187.5, 317.0]
    for y in [407 + 35 + 15, 407 + 116 + 15] {
      let runs = inkedRuns(y)
      #expect(runs.count == 3, "row \(y): \(runs)")
      for (run, centre) in zip(runs, centres) {
        #expect(abs(Double(run.lowerBound + run.upperBound) / 2 - centre) <= 1.5, "row \(y)")
        #expect(run.count >= 86 && run.count <= 92, "row \(y): \(run)")
      }
    }
    // Below the second row's labels, only the centred Reset button has ink.
    var ink: [Int] = []
    for y in 590..<667 { ink += inkedRuns(y).flatMap { [$0.lowerBound, $0.upperBound] } }
    try #require(!ink.isEmpty, "no Reset button")
    #expect(ink.min()! >= 137 && ink.max()! <= 238)
    #expect(abs(Double(ink.min()! + ink.max()!) / 2 - 187.5) <= 2, "Reset is centred")
  }
}
