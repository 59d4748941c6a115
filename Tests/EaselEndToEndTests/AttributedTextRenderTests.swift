import EaselGraphics
import EaselTestSupport
import Foundation
import Testing

/// Attributed text from documents renders through the built `easel`, fragment by fragment.
struct AttributedTextRenderTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/AttributedText")

  /// Two fragments that each carry a colour render (Foundation on Linux used to trap), and
  /// each is drawn in its own colour: black ink on the left, grey ink on the right.
  @Test func twoColouredFragmentsRenderInTheirColours() throws {
    let out = try TestPaths.temporaryFolder().appendingPathComponent("fragments.png")
    let document = Self.folder.appendingPathComponent("ColouredFragments.storyboard")
    let run = try EaselProcess.run(["render", document.path, "-o", out.path, "--scale", "1"])
    #expect(run.status == 0, "exit status \(run.status): \(run.stderr)")
    let bitmap = try Bitmap(data: Data(contentsOf: out))
    // The label's frame is x 16…377, y 67…88; its text starts at the left.
    var darkest: [Int] = [], inked: [Int] = []
    for x in 16..<377 {
      var columnMin = 255
      for y in 67..<88 {
        let p = bitmap.pixel(x: x, y: y)
        columnMin = min(columnMin, Int((p.red * 255).rounded()))
      }
      if columnMin < 200 { inked.append(x); darkest.append(columnMin) }
    }
    try #require(inked.count > 10, "no text drawn in the label")
    let firstInk = darkest.prefix(5).min() ?? 255
    let lastInk = darkest.suffix(5).min() ?? 255
    #expect(firstInk < 60, "the first fragment should be black, darkest \(firstInk)")
    #expect(lastInk > 90 && lastInk < 170, "the second fragment should be grey, darkest \(lastInk)")
  }
}
