import Foundation
import Testing

@testable import EaselProject

/// Finding the project above a document.
struct ProjectLayoutTests {
  @Test func nearestFolderWithProjectsAndWorkspaces() {
    let doc = Fixtures.showcase.appendingPathComponent("ShowcaseApp/Base.lproj/Main.storyboard")
    let layout = ProjectLayout.locate(document: doc)
    #expect(layout.root.path == Fixtures.showcase.path)
    #expect(layout.xcodeProjects.map(\.lastPathComponent) == ["Showcase.xcodeproj"])
    #expect(layout.workspaces.map(\.lastPathComponent) == ["Showcase.xcworkspace"])
    #expect(layout.packageManifest == nil)
  }

  @Test func packageManifest() {
    let doc = Fixtures.meters.appendingPathComponent("Sources/MeterKit/Resources/Meter.xib")
    let layout = ProjectLayout.locate(document: doc)
    #expect(layout.root.path == Fixtures.meters.path)
    #expect(layout.packageManifest?.lastPathComponent == "Package.swift")
    #expect(layout.xcodeProjects.isEmpty)
  }

  @Test func workspaceAboveTheProjectIsFound() throws {
    // A framework and its demo app side by side, joined by a workspace one level up.
    let root = try Fixtures.folder([
      ".git/HEAD": "ref: refs/heads/main",
      "Lib.xcworkspace/contents.xcworkspacedata": """
      <Workspace version = "1.0"><FileRef location = "group:Demo/Demo.xcodeproj"></FileRef>
      <FileRef location = "group:Lib/Lib.xcodeproj"></FileRef></Workspace>
      """,
      "Other.xcworkspace/contents.xcworkspacedata": "<Workspace></Workspace>",
      "Demo/Demo.xcodeproj/project.pbxproj": "{}", "Demo/Demo/Main.storyboard": "",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let layout = ProjectLayout.locate(
      document: root.appendingPathComponent("Demo/Demo/Main.storyboard"))
    #expect(layout.root.lastPathComponent == "Demo")
    #expect(layout.workspaces.map(\.lastPathComponent) == ["Lib.xcworkspace"])
  }

  @Test func withoutAnyMarkerTheDocumentsFolder() throws {
    let root = try Fixtures.folder(["a/b/X.xib": ""])
    defer { try? FileManager.default.removeItem(at: root) }
    let layout = ProjectLayout.locate(document: root.appendingPathComponent("a/b/X.xib"))
    #expect(layout.root.path == root.appendingPathComponent("a/b").path)
    #expect(layout.xcodeProjects.isEmpty && layout.workspaces.isEmpty)
  }

  @Test func aFolderOfSourcesStandsForItsOwnProject() {
    let layout = ProjectLayout.locate(sources: Fixtures.showcase)
    #expect(layout?.root.path == Fixtures.showcase.path)
    #expect(layout?.projectFolders == [Fixtures.showcase])
    // A folder inside a bigger project is a folder of sources.
    #expect(
      ProjectLayout.locate(sources: Fixtures.showcase.appendingPathComponent("ShowcaseKit")) == nil)
  }

  @Test func aRepositoryRootStandsForTheProjectsBelowIt() throws {
    let root = try Fixtures.folder([
      ".git/HEAD": "ref: refs/heads/main",
      "Framework/Work.xcworkspace/contents.xcworkspacedata": "<Workspace></Workspace>",
      "Framework/App/App.xcodeproj/project.pbxproj": "{}",
      "Samples/Other/Other.xcodeproj/project.pbxproj": "{}",
      "Packages/Kit/Package.swift": "",
      "Pods/Pods.xcodeproj/project.pbxproj": "{}",
      "AppTests/Tests.xcodeproj/project.pbxproj": "{}",
      "Scripts/tool.swift": "",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let layout = try #require(ProjectLayout.locate(sources: root))
    #expect(layout.root.path == root.path)
    // The outermost project folders; a package beside Xcode projects is theirs to read.
    #expect(
      layout.projectFolders.map { Fixtures.relative($0, to: root) } == [
        "Framework", "Samples/Other",
      ])
    #expect(layout.workspaces.map(\.lastPathComponent) == ["Work.xcworkspace"])
    #expect(layout.xcodeProjects.map(\.lastPathComponent) == ["Other.xcodeproj"])

    // One project below: exactly that project's layout.
    try FileManager.default.removeItem(at: root.appendingPathComponent("Samples"))
    let single = try #require(ProjectLayout.locate(sources: root))
    #expect(single == ProjectLayout.locate(document: root.appendingPathComponent("Framework/x")))

    // No project anywhere: nil, the folder is read as a folder.
    let empty = try Fixtures.folder(["Sources/A.swift": ""])
    defer { try? FileManager.default.removeItem(at: empty) }
    #expect(ProjectLayout.locate(sources: empty) == nil)
  }

  /// A library's root holds its own project, and its example app's project lies below
  /// (MKRingProgressView: `Example/MKRingProgressViewExample.xcodeproj`, which alone
  /// compiles the example's `RingProgressGroupView`): both are read, so that each class is
  /// built in the targets that compile it, not as an orphan without the library.
  @Test func aRootWithItsOwnProjectReadsTheProjectsBelowItToo() throws {
    let root = try Fixtures.folder([
      ".git/HEAD": "ref: refs/heads/main",
      "Lib.xcodeproj/project.pbxproj": "{}",
      "Package.swift": "",
      "Example/Example.xcodeproj/project.pbxproj": "{}",
      "Example/Pods/Pods.xcodeproj/project.pbxproj": "{}",
      ".swiftpm/xcode/package.xcworkspace/contents.xcworkspacedata": "<Workspace></Workspace>",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let layout = try #require(ProjectLayout.locate(sources: root))
    #expect(layout.root.path == root.path)
    #expect(
      layout.projectFolders.map(\.path) == [
        root.standardizedFileURL.path, root.appendingPathComponent("Example").standardizedFileURL.path,
      ])
    #expect(
      layout.xcodeProjects.map(\.lastPathComponent) == ["Lib.xcodeproj", "Example.xcodeproj"])
    #expect(layout.packageManifest?.lastPathComponent == "Package.swift")
    #expect(layout.workspaces.isEmpty)

    // Nothing below: the root's own project alone, as before.
    try FileManager.default.removeItem(at: root.appendingPathComponent("Example"))
    #expect(
      ProjectLayout.locate(sources: root)
        == ProjectLayout.locate(document: root.appendingPathComponent("x")))
  }

  /// A dot in a folder's name does not make it a bundle: tutorial repositories number their
  /// chapters (`4.界面优化/4.iOS自定义控件实例/CustomizeView`), while a bundle's contents
  /// (`Assets.xcassets`, `App.framework`) are still not searched for projects.
  @Test func foldersWithADotAreSearchedAndBundlesAreNot() throws {
    let root = try Fixtures.folder([
      ".git/HEAD": "ref: refs/heads/main",
      "4.界面优化/4.iOS自定义控件实例/CustomizeView/CustomizeView.xcodeproj/project.pbxproj": "{}",
      "Chapter 2.1/Demo/Demo.xcodeproj/project.pbxproj": "{}",
      "Vendor/Kit.framework/Inner/Inner.xcodeproj/project.pbxproj": "{}",
      "Assets.xcassets/Sub/Sub.xcodeproj/project.pbxproj": "{}",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let layout = try #require(ProjectLayout.locate(sources: root))
    #expect(
      layout.projectFolders.map { Fixtures.relative($0, to: root) } == [
        "4.界面优化/4.iOS自定义控件实例/CustomizeView", "Chapter 2.1/Demo",
      ])
    #expect(ProjectLayout.isBundle(folderNamed: "App.framework"))
    #expect(ProjectLayout.isBundle(folderNamed: "en.lproj"))
    #expect(!ProjectLayout.isBundle(folderNamed: "v1.0"))
    #expect(!ProjectLayout.isBundle(folderNamed: "4.界面优化"))
  }
}
