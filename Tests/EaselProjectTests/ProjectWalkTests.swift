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

  @Test func oneListingAnswersEverySearchAsTheWalkDoes() throws {
    let root = try Fixtures.folder(
      Dictionary(
        uniqueKeysWithValues: (Self.files + ["A/Assets.xcassets/I.imageset/i.png"]).map {
          ($0, "")
        }))
    defer { try? FileManager.default.removeItem(at: root) }
    let walk = ProjectWalk(skipsTestFolders: false)
    let listing = ProjectListing(root: root, walk: walk)
    let searches: [(URL) -> Bool] = [
      { $0.pathExtension == "swift" }, { $0.pathExtension == "storyboard" },
      { $0.pathExtension == "xcassets" || $0.pathExtension == "png" },
      { $0.lastPathComponent == "App" || $0.pathExtension == "swift" },
    ]
    for search in searches {
      #expect(listing.find(where: search) == walk.find(under: root, where: search))
    }
    // Files are read once: removing the folder leaves the listing's answers as they were.
    let before = listing.find(where: { $0.pathExtension == "swift" })
    try FileManager.default.removeItem(at: root.appendingPathComponent("App"))
    #expect(listing.find(where: { $0.pathExtension == "swift" }) == before)
    #expect(listing.find(where: { $0.lastPathComponent == "App" }).count == 1)
    #expect(
      listing.find(where: { $0.pathExtension == "xcassets" || $0.pathExtension == "png" }).map {
        Fixtures.relative($0, to: root)
      } == ["A/Assets.xcassets"])
  }
}
