import EaselInterface
import Testing

@testable import EaselRendering

/// `--matrix` specs: dimensions, their values, the order of combinations, and refusals that
/// name what is wrong.
struct RenderMatrixTests {
  @Test func everyCombinationDeviceFirst() throws {
    let m = try RenderMatrix(
      spec: "device=iPhone SE,iPad; language=en,de,ar ;appearance=light,dark")
    #expect(m.combinations.count == 12)
    #expect(m.columns == 6)
    let first = try #require(m.combinations.first)
    #expect(first.caption(m) == "iPhone SE · en · light")
    #expect(first.fileSuffix(m) == ".iPhone-SE.en.light")
    #expect(m.combinations[1].caption(m) == "iPhone SE · en · dark")
    #expect(m.combinations[6].caption(m) == "iPad · en · light")
  }

  @Test func leftOutDimensionsStayAtTheirDefaults() throws {
    let m = try RenderMatrix(spec: "language=pseudo,pseudo-rtl")
    #expect(m.combinations.map { $0.caption(m) } == ["pseudo", "pseudo-rtl"])
    #expect(m.combinations.allSatisfy { $0.device == nil && !$0.darkAppearance })
    #expect(m.columns == 2)
  }

  @Test(arguments: [
    ("device=iPhone 99", "unknown device 'iPhone 99'"),
    ("colour=red", "unknown dimension 'colour'"),
    ("appearance=dim", "neither light nor dark"),
    ("language", "is not name=value"),
    ("language=en;language=de", "given twice"),
    ("", "an empty matrix"),
  ])
  func badSpecsSayWhy(spec: String, message: String) {
    #expect {
      _ = try RenderMatrix(spec: spec)
    } throws: { error in
      (error as? RenderMatrix.SpecError)?.message.contains(message) == true
    }
  }
}
