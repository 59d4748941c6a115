import Foundation
import Testing

@testable import EaselInspect

@Suite("Finding sources and preparing them")
struct SourceToolsTests {
  @Test func findsSourcesSkippingBuildAndTestFolders() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "easel-find-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let files = [
      "App/View.swift", "App/Legacy/Rounded.h", "App/Legacy/Rounded.m", "App/Info.plist",
      "Pods/Lib/Lib.swift", "Carthage/X.swift", ".build/Y.swift", "DerivedData/Z.swift",
      ".git/hooks/h.swift", "build/B.swift", ".hidden/H.swift", "AppTests/T.swift",
      "AppUITests/U.swift", "Package.swift", "Kit/Sources/Kit/Kit.swift",
    ]
    for f in files {
      let url = root.appendingPathComponent(f)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("// \(f)".utf8).write(to: url)
    }
    let found = findSources(in: root).map { String($0.path.dropFirst(root.path.count + 1)) }
    #expect(
      found == [
        "App/Legacy/Rounded.h", "App/Legacy/Rounded.m", "App/View.swift",
        "Kit/Sources/Kit/Kit.swift",
      ])
    let scan = try ScanResult.scan(files: findSources(in: root))
    #expect(scan.files.map(\.language) == [.objectiveC, .objectiveC, .swift, .swift])
  }

  @Test func unreadableFileThrows() {
    #expect(throws: InspectError.self) {
      try ScanResult.scan(files: [URL(fileURLWithPath: "/nonexistent/easel/A.swift")])
    }
  }

  @Test func objcAttributesAreBlankedInPlace() {
    let source = """
      @objc(FancyButton) class Fancy: UIButton {
        @objc @IBInspectable dynamic var x: Int = 0 // @objc stays in comments
        let s = "@objc stays in strings"
      }
      @objcMembers class M: UIView {}
      """
    let (text, removed) = removingObjectiveCAttributes(from: source)
    #expect(removed == 3)
    #expect(text.utf8.count == source.utf8.count)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0] == String(repeating: " ", count: 19) + "class Fancy: UIButton {")
    #expect(lines[1] == "        @IBInspectable dynamic var x: Int = 0 // @objc stays in comments")
    #expect(lines[2] == "  let s = \"@objc stays in strings\"")
    #expect(lines[4] == String(repeating: " ", count: 12) + " class M: UIView {}")
  }
}
