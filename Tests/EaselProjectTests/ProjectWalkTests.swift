import Foundation
import Testing

@testable import EaselProject

/// The one folder walk the finders share.
struct ProjectWalkTests {
  static let files = [
    "App/View.swift", "App/Sub/Deep.swift", "Pods/P/P.swift", "Carthage/C.swift", ".build/B.swift",
    "DerivedData/D.swift", ".git/G.swift", "build/X.swift", "node_modules/N.swift",
    ".hidden/H.swift", "App/.Hidden.swift", "AppTests/T.swift", "AppUITests/U.swift",
    "Play.playground/Contents.swift", "Book/Page.xcplaygroundpage/Contents.swift",
    "App/Main.storyboard",
  ]

  func found(_ walk: ProjectWalk, _ root: URL) -> [String] {
    walk.files(under: root, extensions: ["swift"]).map { Fixtures.relative($0, to: root) }
  }

  @Test func defaultSkipsEverythingButAppCode() throws {
    let root = try Fixtures.folder(Dictionary(uniqueKeysWithValues: Self.files.map { ($0, "") }))
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(found(ProjectWalk(), root) == ["App/Sub/Deep.swift", "App/View.swift"])
  }

  @Test func resourceWalkKeepsTestsAndPlaygrounds() throws {
    let root = try Fixtures.folder(Dictionary(uniqueKeysWithValues: Self.files.map { ($0, "") }))
    defer { try? FileManager.default.removeItem(at: root) }
    let walk = ProjectWalk(skipsTestFolders: false, skipsPlaygrounds: false)
    #expect(
      found(walk, root) == [
        "App/Sub/Deep.swift", "App/View.swift", "AppTests/T.swift", "AppUITests/U.swift",
        "Book/Page.xcplaygroundpage/Contents.swift", "Play.playground/Contents.swift",
      ])
    let visible = ProjectWalk(skipsHiddenFiles: false)
    #expect(found(visible, root) == ["App/.Hidden.swift", "App/Sub/Deep.swift", "App/View.swift"])
  }

  @Test func matchingFoldersAreNotEntered() throws {
    let root = try Fixtures.folder(["A/Assets.xcassets/Color.colorset/Contents.json": "{}"])
    defer { try? FileManager.default.removeItem(at: root) }
    let found = ProjectWalk().find(under: root) {
      $0.pathExtension == "xcassets" || $0.pathExtension == "colorset"
    }
    #expect(found.map { Fixtures.relative($0, to: root) } == ["A/Assets.xcassets"])
  }

  @Test func symbolicLinksToFoldersAreNotFollowed() throws {
    let root = try Fixtures.folder(["Real/R.swift": ""])
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createSymbolicLink(
      at: root.appendingPathComponent("Link"),
      withDestinationURL: root.appendingPathComponent("Real"))
    #expect(found(ProjectWalk(), root) == ["Real/R.swift"])
    #expect(
      found(ProjectWalk(skipsSymbolicLinks: false), root) == ["Link/R.swift", "Real/R.swift"])
  }
}
