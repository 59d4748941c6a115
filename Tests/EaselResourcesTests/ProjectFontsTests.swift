import EaselDiagnostics
import Foundation
import Testing

@testable import EaselResources

/// Which font files a `UIAppFonts` entry or a document's `customFonts` key means.
struct ProjectFontsFileTests {
  static let fonts = [
    "/p/App/Fonts/Nexa-Bold.otf", "/p/Pods/Kit/Resources/Nexa-Bold.otf",
    "/p/App/Resources/Icons.ttf",
  ].map { URL(fileURLWithPath: $0) }

  @Test(arguments: [
    ("Nexa-Bold.otf", ["/p/App/Fonts/Nexa-Bold.otf", "/p/Pods/Kit/Resources/Nexa-Bold.otf"]),
    ("Fonts/Nexa-Bold.otf", ["/p/App/Fonts/Nexa-Bold.otf"]),
    ("Other/Nexa-Bold.otf", ["/p/App/Fonts/Nexa-Bold.otf", "/p/Pods/Kit/Resources/Nexa-Bold.otf"]),
    ("icons.TTF", ["/p/App/Resources/Icons.ttf"]),
    ("Missing.ttf", []),
  ])
  func entriesNameFilesByPathThenByName(entry: String, expected: [String]) {
    #expect(ProjectFonts.files(named: entry, among: Self.fonts).map(\.path) == expected)
  }

  @Test func infoPlistsListTheirFontsAndMissingOnesAreLocated() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "easel-fonts-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("App"), withIntermediateDirectories: true)
    try Data("not read".utf8).write(to: root.appendingPathComponent("App/Nexa-Bold.otf"))
    try Data("not read".utf8).write(to: root.appendingPathComponent("App/Unlisted.ttf"))
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
        <key>UIAppFonts</key>
        <array>
          <string>Nexa-Bold.otf</string>
          <string>Gone.ttf</string>
        </array>
      </dict>
      </plist>
      """
    try Data(plist.utf8).write(to: root.appendingPathComponent("App/App-Info.plist"))
    let log = DiagnosticLog()
    let fonts = ProjectFonts(root: root, documentFonts: ["Nexa-Bold.otf"], diagnostics: log)
    #expect(fonts.files.map(\.lastPathComponent) == ["Nexa-Bold.otf"], "listed once; unlisted not")
    #expect(log.diagnostics.count == 1)
    let d = try #require(log.diagnostics.first)
    #expect(d.id == "missing-font" && d.location?.line == 7 && d.location?.column == 13)
    #expect(ProjectFonts.appFonts(in: root.appendingPathComponent("App/Nexa-Bold.otf")) == [])
  }
}
