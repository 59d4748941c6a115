import EaselTestSupport
import Foundation
import Testing

/// A project whose only designables are AppKit views (a macOS target) is told so, located,
/// and counted as not built: Interface Builder on iOS does not load AppKit classes, and a
/// silent "0 designables" read as if Easel had found nothing.
@Suite(.serialized)
struct AppKitDesignablesTests {
  @Test func appKitDesignablesAreListedAsNotBuilt() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let root = dir.appendingPathComponent("MacApp")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try Data(
      """
      import Cocoa

      @IBDesignable
      class RoundedPanel: NSView {
        @IBInspectable var radius: CGFloat = 4
      }
      """.utf8
    ).write(to: root.appendingPathComponent("RoundedPanel.swift"))
    let text = try EaselProcess.run(["designables", root.path], cacheDirectory: dir)
    #expect(text.status == 0, "\(text.stderr)")
    #expect(
      text.stdout.contains(
        "RoundedPanel.swift:4:7: note: RoundedPanel is @IBDesignable but an AppKit view (NSView subclass)"
      ),
      "\(text.stdout)")
    #expect(
      text.stdout.contains("RoundedPanel  Not built: an AppKit view (NSView), a macOS designable"),
      "\(text.stdout)")
    #expect(text.stdout.contains("0 designables: 0 up to date"), "\(text.stdout)")
    #expect(text.stdout.contains("1 @IBDesignable class not built"), "\(text.stdout)")
    let json = try EaselProcess.run(["designables", root.path, "--json"], cacheDirectory: dir)
    let report = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    let notBuilt = report?["notBuilt"] as? [[String: Any]]
    #expect(notBuilt?.first?["class"] as? String == "RoundedPanel")
    #expect(notBuilt?.first?["reason"] as? String == "appkit")
    #expect(notBuilt?.first?["line"] as? Int == 4)
    #expect((report?["summary"] as? [String: Any])?["notBuilt"] as? Int == 1)
  }
}
