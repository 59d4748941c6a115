import EaselUIKit
import Foundation
import Testing

/// Fonts an app registers itself (`CTFontManagerRegisterFontsForURL`,
/// `CTFontManagerRegisterGraphicsFont`, as icon-font libraries do): found by PostScript
/// name afterwards, and drawn as themselves.
@MainActor
@Suite(.serialized) struct FontRegistrationTests {
  nonisolated static let mono = URL(
    fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf")

  @Test(
    .enabled(
      if: FileManager.default.fileExists(atPath: mono.path), "fonts-dejavu-core is not installed"))
  func aRegisteredFontIsFoundByItsPostScriptName() throws {
    // A copy, as an app bundles its own file.
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "easel-font-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("Bundled-Mono.ttf")
    try FileManager.default.copyItem(at: Self.mono, to: file)
    #expect(UIFont(name: "DejaVuSansMono", size: 20) == nil, "not registered yet")
    var error: Unmanaged<CFError>?
    #expect(CTFontManagerRegisterFontsForURL(file as CFURL, .process, &error))
    #expect(error == nil)
    let font = try #require(UIFont(name: "DejaVuSansMono", size: 20))
    #expect(font.familyName == "DejaVu Sans Mono")
    // Drawn as itself: a monospaced face gives "iiii" and "MMMM" the same width.
    let narrow = ("iiii" as NSString).size(withAttributes: [.font: font]).width
    let wide = ("MMMM" as NSString).size(withAttributes: [.font: font]).width
    #expect(abs(narrow - wide) < 0.5, "\(narrow) vs \(wide)")
    // An `NSURL` converts as on iOS, where `CFURL` is toll-free bridged to it.
    let again = NSURL(fileURLWithPath: file.path) as CFURL
    #expect(CTFontManagerRegisterFontsForURL(again, .process, &error))
  }

  nonisolated static let serifItalic = URL(
    fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSerifCondensed-Italic.ttf")

  /// An icon font read from the project's file (`CGDataProviderCreateWithURL`,
  /// `CGFontCreateWithDataProvider`, `CTFontCreateWithGraphicsFont`, as FontAwesome loaders
  /// do) is that font, whose glyphs' outlines are its own.
  @Test(
    .enabled(
      if: FileManager.default.fileExists(atPath: serifItalic.path),
      "fonts-dejavu-extra is not installed"))
  func aFontMadeFromAFilesDataIsThatFont() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "easel-font-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("Icons.ttf")
    try FileManager.default.copyItem(at: Self.serifItalic, to: file)
    #expect(CGDataProvider(url: dir.appendingPathComponent("Missing.ttf") as CFURL) == nil)
    let provider = try #require(CGDataProvider(url: file as CFURL))
    let graphicsFont = try #require(CGFont(provider))
    let font = CTFontCreateWithGraphicsFont(graphicsFont, 0, nil, nil)
    #expect(CTFontCopyPostScriptName(font) == "DejaVuSerifCondensed-Italic")
    #expect(CTFontGetSize(font) == 12)
    let sized = CTFontCreateWithGraphicsFont(graphicsFont, 40, nil, nil)
    var glyph: CGGlyph = 0
    var character = UniChar(UInt8(ascii: "M"))
    #expect(CTFontGetGlyphsForCharacters(sized, &character, &glyph, 1))
    let outline = try #require(CTFontCreatePathForGlyph(sized, glyph, nil))
    #expect(outline.boundingBox.width > 20, "\(outline.boundingBox)")
  }

  @Test func dataThatIsNotAFontIsRefusedWithAnError() throws {
    let provider = try #require(CGDataProvider(data: Data("not a font".utf8) as CFData))
    let font = try #require(CGFont(provider))
    var error: Unmanaged<CFError>?
    #expect(!CTFontManagerRegisterGraphicsFont(font, &error))
    let description = try #require(CFErrorCopyDescription(error?.takeRetainedValue()))
    #expect(description.contains("not a font"))
  }
}
