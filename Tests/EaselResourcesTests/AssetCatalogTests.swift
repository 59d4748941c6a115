import EaselDiagnostics
import EaselTestSupport
import Foundation
import Testing

@testable import EaselResources

/// Asset catalogs: image sets by scale, colour sets in Xcode's component spellings.
struct AssetCatalogTests {
  @Test(arguments: [
    ("\"0.500\"", 0.5), ("\"255\"", 1.0), ("\"0x80\"", 128.0 / 255), ("\"0\"", 0.0),
    ("\"1\"", 1.0), ("0.25", 0.25),
  ])
  func componentSpellings(text: String, expected: Double) throws {
    let json = """
      {"color-space":"srgb","components":{"red":\(text),"green":"0","blue":"0","alpha":"1.000"}}
      """
    let dict = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let color = try #require(AssetCatalog.parseColor(dict))
    #expect(abs(color.red - expected) < 1e-9)
  }

  @Test func readsTheProfileExampleCatalog() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Examples/ProfileDemo").standardizedFileURL
    let catalog = AssetCatalog(searching: root, diagnostics: DiagnosticLog())
    let profile = try #require(catalog.images["profile"])
    #expect(profile.map(\.scale) == [3])
    #expect(catalog.images["placeholder"]?.first?.url.lastPathComponent == "placeholder@2x.png")
  }

  @Test(.requiresCorpus) func readsCorpusColorSetsWithDarkVariants() throws {
    let corpus = Corpus.file("LoopKit__LoopKit")
    let log = DiagnosticLog()
    let catalog = AssetCatalog(searching: corpus, diagnostics: log)
    #expect(catalog.colors.count >= 10)
    #expect(log.diagnostics.isEmpty, "\(log.diagnostics)")
  }

  @Test func badContentsJSONIsADiagnosticNotAFailure() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    let set = dir.appendingPathComponent("A.xcassets/broken.colorset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    try Data("{ not json".utf8).write(to: set.appendingPathComponent("Contents.json"))
    let log = DiagnosticLog()
    let catalog = AssetCatalog(searching: dir, diagnostics: log)
    #expect(catalog.colors.isEmpty)
    #expect(log.diagnostics.map(\.id) == ["bad-asset"])
    #expect(
      log.diagnostics.first?.location?.file.hasSuffix("broken.colorset/Contents.json") == true)
  }

  /// Xcode's new-project AccentColor: a colour slot nobody set. It names no colour and is
  /// no error; a slot whose colour cannot be read still is.
  @Test func anUnsetColorSlotIsNoColorAndNoWarning() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    let accent = dir.appendingPathComponent("A.xcassets/AccentColor.colorset")
    let odd = dir.appendingPathComponent("A.xcassets/Odd.colorset")
    for set in [accent, odd] {
      try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    }
    try Data(#"{"colors":[{"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#.utf8)
      .write(to: accent.appendingPathComponent("Contents.json"))
    try Data(#"{"colors":[{"idiom":"universal","color":{"color-space":"cmyk"}}]}"#.utf8)
      .write(to: odd.appendingPathComponent("Contents.json"))
    let log = DiagnosticLog()
    let catalog = AssetCatalog(searching: dir, diagnostics: log)
    #expect(catalog.colors.isEmpty)
    #expect(log.diagnostics.map(\.id) == ["bad-asset"])
    #expect(log.diagnostics.first?.message.contains("Odd.colorset") == true)
  }
}
