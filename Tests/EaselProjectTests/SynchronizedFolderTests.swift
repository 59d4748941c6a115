import Foundation
import Testing

@testable import EaselProject

/// Xcode 16 synchronized folders and their membership exceptions.
struct SynchronizedFolderTests {
  let project: XcodeProject

  init() throws {
    project = try XcodeProject.load(Fixtures.synced.appendingPathComponent("Synced.xcodeproj"))
  }

  func files(_ urls: [URL]) -> [String] {
    urls.map { Fixtures.relative($0, to: Fixtures.synced) }.sorted()
  }

  @Test func everyFileOfTheFolderButTheExceptions() throws {
    let app = try #require(project.target(named: "Synced"))
    // `Experimental/` and `Info.plist` are excepted; `Palette.swift` is granted by the
    // widget folder's exception set for this target.
    #expect(
      files(app.swiftFiles) == [
        "Synced/SyncedApp.swift", "Synced/Views/RingView.swift", "SyncedWidget/Palette.swift",
      ])
    #expect(files(app.interfaceFiles) == ["Synced/Base.lproj/Main.storyboard"])
    #expect(app.resourceFiles.contains { $0.lastPathComponent == "Assets.xcassets" })
    #expect(!app.resourceFiles.contains { $0.lastPathComponent == "Info.plist" })
    #expect(app.packageProducts == ["Dials"])
    #expect(app.swiftSettings.swiftVersion == "6.0")
  }

  @Test func otherTargetsKeepTheirOwnFolders() throws {
    let widget = try #require(project.target(named: "SyncedWidget"))
    #expect(widget.productType == .appExtension)
    #expect(
      files(widget.swiftFiles) == ["SyncedWidget/Palette.swift", "SyncedWidget/WidgetView.swift"])
    let tests = try #require(project.target(named: "SyncedTests"))
    #expect(files(tests.swiftFiles) == ["SyncedTests/SyncedTests.swift"])
  }
}
