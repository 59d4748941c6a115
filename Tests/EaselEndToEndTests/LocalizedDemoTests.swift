import EaselGraphics
import EaselTestSupport
import Foundation
import Testing

/// Seed 002 end to end: `textAsKey` and `bgColorName` inspectables added by extensions, a
/// storyboard rendered per language.
@Suite(.serialized)
struct LocalizedDemoTests {
  static let document = TestPaths.packageRoot
    .appendingPathComponent("Examples/LocalizedDemo/LocalizedDemo/Base.lproj/Main.storyboard")

  func render(language: String) throws -> (EaselProcess, Bitmap) {
    let dir = try TestPaths.temporaryFolder()
    let out = dir.appendingPathComponent("loc-\(language).png")
    let run = try EaselProcess.run(
      ["render", Self.document.path, "--language", language, "-o", out.path])
    return (run, try Bitmap(data: Data(contentsOf: out)))
  }

  func pixel(_ image: Bitmap, _ x: Double, _ y: Double) -> RGBA {
    image.pixel(x: Int(x * 2), y: Int(y * 2))
  }

  @Test func languagesTranslateAndPaletteNamesColour() throws {
    let (en, english) = try render(language: "en")
    #expect(en.status == 0, "\(en.stderr)")
    #expect(!en.stderr.contains("runtime-attribute-failed"), "\(en.stderr)")
    // Seed 002's categories, written the seed's way, build and run without a warning.
    #expect(!en.stderr.contains("warning"), "\(en.stderr)")
    let (zh, chinese) = try render(language: "zh-Hans")
    #expect(zh.status == 0, "\(zh.stderr)")
    // The headline (a textAsKey label) is drawn differently in each language.
    var differing = 0
    for x in stride(from: 20.0, to: 300, by: 2) {
      for y in stride(from: 40.0, to: 80, by: 2) where pixel(english, x, y) != pixel(chinese, x, y)
      {
        differing += 1
      }
    }
    #expect(differing > 50, "the title is translated")
    // bgColorName: "blueClr" and "redClr" come from the palette; an unknown name and an
    // empty one leave the colours Interface Builder stored.
    let blue = pixel(english, 55, 365)
    #expect(blue.blue > 0.9 && blue.red < 0.1, "\(blue)")
    let red = pixel(english, 142, 365)
    #expect(red.red > 0.9 && red.blue < 0.3, "\(red)")
    let unknown = pixel(english, 229, 365)
    #expect(unknown.green > 0.6 && unknown.red < 0.4, "kept its IB colour: \(unknown)")
  }

  @Test func unknownLanguageFallsBackToTheDevelopmentLanguage() throws {
    let (run, _) = try render(language: "fr")
    #expect(run.status == 0, "\(run.stderr)")
  }
}
