import EaselDiagnostics
import EaselDocument
import EaselUIKit
import Foundation
import Testing

@testable import EaselInterface

/// A project's own fonts, registered as the app registers them: the files its Info.plist
/// lists under `UIAppFonts` and those a document's `customFonts` names. Text set in them
/// draws with them, and `UIFont(name:size:)` finds them by PostScript or full name
/// (2by2's labels in Nexa Bold were drawn in the fallback font).
@MainActor
@Suite(.serialized) struct ProjectFontsTests {
  nonisolated static let dejaVu = "/usr/share/fonts/truetype/dejavu/"
  nonisolated static let installed =
    FileManager.default.fileExists(atPath: dejaVu + "DejaVuSerif-Bold.ttf")
    && FileManager.default.fileExists(atPath: dejaVu + "DejaVuSerif-Italic.ttf")

  /// A project folder holding `font` (a DejaVu file) as `App/Fonts/<name>` and an
  /// Info.plist listing `appFonts`.
  static func project(font: String, as name: String, appFonts: [String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "easel-project-fonts-\(UUID().uuidString)")
    let fonts = root.appendingPathComponent("App/Fonts")
    try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: URL(fileURLWithPath: dejaVu + font), to: fonts.appendingPathComponent(name))
    let entries = appFonts.map { "\t\t<string>\($0)</string>" }.joined(separator: "\n")
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \t<key>UIAppFonts</key>
      \t<array>
      \(entries)
      \t</array>
      </dict>
      </plist>
      """
    try Data(plist.utf8).write(to: root.appendingPathComponent("App/Info.plist"))
    return root
  }

  @Test(.enabled(if: installed, "fonts-dejavu-core is not installed"))
  func infoPlistFontsAreFoundByPostScriptAndFullName() throws {
    let root = try Self.project(
      font: "DejaVuSerif-Italic.ttf", as: "Serif-Italic.ttf",
      appFonts: ["Fonts/Serif-Italic.ttf", "Missing-Font.otf"])
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(UIFont(name: "DejaVuSerif-Italic", size: 20) == nil, "not registered yet")
    let log = DiagnosticLog()
    let resources = ProjectResources(root: root, diagnostics: log)
    #expect(resources.fontFiles.map(\.lastPathComponent) == ["Serif-Italic.ttf"])
    let byPostScript = try #require(UIFont(name: "DejaVuSerif-Italic", size: 20))
    #expect(byPostScript.familyName == "DejaVu Serif")
    let byFullName = try #require(UIFont(name: "DejaVu Serif Italic", size: 20))
    #expect(byFullName.familyName == "DejaVu Serif")
    #expect(UIFont(name: "DejaVu Serif", size: 20) == nil, "a family name is not a font name")
    let missing = try #require(log.diagnostics.first { $0.id == "missing-font" })
    #expect(missing.location?.file.hasSuffix("App/Info.plist") == true)
    #expect(missing.location?.line == 8)
    #expect(missing.message.contains("Missing-Font.otf"))
  }

  @Test(.enabled(if: installed, "fonts-dejavu-core is not installed"))
  func aDocumentsCustomFontsDrawItsLabels() throws {
    let root = try Self.project(font: "DejaVuSerif-Bold.ttf", as: "Serif-Bold.ttf", appFonts: [])
    defer { try? FileManager.default.removeItem(at: root) }
    let label = """
      <label text="Home" id="lbl">
          <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
          <fontDescription key="fontDescription" name="DejaVuSerif-Bold" family="DejaVu Serif" pointSize="15"/>
      </label>
      """
    let text = ControlReaderTests.xib(label).replacingOccurrences(
      of: "<objects>",
      with: """
        <customFonts key="customFonts"><array key="Serif-Bold.ttf"><string>DejaVuSerif-Bold</string></array></customFonts>
        <objects>
        """)
    let document = try IBDocument.parse(
      Data(text.utf8), path: root.appendingPathComponent("App/Cell.xib").path)
    #expect(document.resources.customFonts == ["Serif-Bold.ttf": ["DejaVuSerif-Bold"]])
    let log = DiagnosticLog()
    let resources = ProjectResources(root: root, document: document, diagnostics: log)
    #expect(resources.fontFiles.map(\.lastPathComponent) == ["Serif-Bold.ttf"])
    let builder = ObjectBuilder(
      document: document, table: .uiKit, resources: resources, diagnostics: log)
    let view = builder.instantiate(try #require(document.scenes.first?.rootView))
    let made = try #require(view.subviews.first as? UILabel)
    #expect(made.font.fontName == "DejaVuSerif-Bold")
    #expect(made.font.familyName == "DejaVu Serif")
    #expect(made.font.pointSize == 15)
    #expect(log.diagnostics.filter { $0.id == "missing-font" }.isEmpty)
  }
}
