import EaselDiagnostics
import Foundation
import Testing

@testable import EaselProject

/// A repository of several apps, each with its own Podfile and `Pods/` beside its project
/// (datnv2908/Viettel-Telecom's `5DMax/Pods` and `LumiClip/Pods`): each app's pods come from
/// its own Pods project, wherever in the repository it is, never another app's.
struct PodsProjectsTests {
  /// Two copies of the Showcase app, `Alpha/` and `Beta/`, whose Beta links its own pods'
  /// `Pods_BetaApp.framework`.
  static func repository() throws -> URL {
    let root = try Fixtures.folder([".git/HEAD": "ref: refs/heads/main\n"])
    let fm = FileManager.default
    for name in ["Alpha", "Beta"] {
      try fm.copyItem(at: Fixtures.showcase, to: root.appendingPathComponent(name))
    }
    for project in ["Beta/Showcase.xcodeproj", "Beta/Pods/Pods.xcodeproj"] {
      let url = root.appendingPathComponent(project).appendingPathComponent("project.pbxproj")
      let text = try String(contentsOf: url, encoding: .utf8)
        .replacingOccurrences(of: "Pods_ShowcaseApp", with: "Pods_BetaApp")
        .replacingOccurrences(of: "Pods-ShowcaseApp", with: "Pods-BetaApp")
      try Data(text.utf8).write(to: url)
    }
    return root
  }

  @Test func eachAppTakesThePodsBesideIt() throws {
    let root = try Self.repository()
    defer { try? FileManager.default.removeItem(at: root) }
    let layout = try #require(ProjectLayout.locate(sources: root))
    let context = ProjectContext(layout: layout)
    #expect(context.podsProjects.count == 2)
    for name in ["Alpha", "Beta"] {
      let app = try #require(
        context.targets.first {
          $0.name == "ShowcaseApp" && $0.project.path.contains("/\(name)/")
        })
      #expect(context.unresolvedDependencies(of: app) == [], "\(name)")
      let pods = root.appendingPathComponent("\(name)/Pods/Pods.xcodeproj").standardizedFileURL
      let netty = try #require(context.modules(for: app).first { $0.name == "Netty" })
      #expect(netty.origin == .podTarget(project: pods, target: "Netty"), "\(name)")
    }
  }

  /// Linked products' targets looked up by product (`ProductIndex`, which `allModules()`
  /// uses: comparing every target with every other made a repository of 374 projects spend
  /// a tenth of its scan there) are the ones, in the order, a comparison with each finds.
  @Test func theProductIndexFindsWhatComparingFinds() throws {
    let root = try Self.repository()
    defer { try? FileManager.default.removeItem(at: root) }
    let layout = try #require(ProjectLayout.locate(sources: root))
    let context = ProjectContext(layout: layout)
    let index = ProjectContext.ProductIndex(context)
    let all = context.targets + context.podsProjects.flatMap(\.targets)
    #expect(all.contains { !context.dependencyTargets(of: $0).isEmpty })
    for target in all {
      #expect(
        context.dependencyTargets(of: target, products: index)
          == context.dependencyTargets(of: target), "\(target.name)")
    }
  }

  /// A pod vendored as a binary framework (Firebase) is an aggregate target of the Pods
  /// project: the project was read, and a dependency on it needs nothing built, so no
  /// "could not be read" warning is said of it.
  @Test func aDependencyOnAnAggregateTargetIsResolved() throws {
    let root = try Fixtures.folder([:])
    defer { try? FileManager.default.removeItem(at: root) }
    let app = root.appendingPathComponent("Showcase")
    try FileManager.default.copyItem(at: Fixtures.showcase, to: app)
    // Netty, which Pods-ShowcaseApp depends on, made an aggregate target.
    let url = app.appendingPathComponent("Pods/Pods.xcodeproj/project.pbxproj")
    let text = try String(contentsOf: url, encoding: .utf8)
    let native = try #require(text.range(of: "isa = PBXNativeTarget;"))
    try Data(text.replacingCharacters(in: native, with: "isa = PBXAggregateTarget;").utf8)
      .write(to: url)
    let context = ProjectContext(
      layout: ProjectLayout.locate(document: app.appendingPathComponent("x")))
    let pods = try #require(context.podsProject)
    #expect(pods.targets.map(\.name) == ["Pods-ShowcaseApp"])
    let aggregate = try #require(pods.targets.first)
    #expect(context.unresolvedDependencies(of: aggregate) == [])
  }
}

/// A pod's repository made from CocoaPods' pod template links the example's Pods project at
/// its root (`_Pods.xcodeproj` → `Example/Pods/Pods.xcodeproj`, BladeTail/OOListBox): the
/// link is read as the project it points to, its groups' paths taken from there, and once
/// when a workspace names the real path too.
struct LinkedProjectTests {
  @Test func aLinkedPodsProjectIsReadWhereItIsOnce() throws {
    let root = try Fixtures.folder([
      ".git/HEAD": "ref: refs/heads/main\n",
      "Root.xcworkspace/contents.xcworkspacedata": """
      <?xml version="1.0" encoding="UTF-8"?>
      <Workspace version = "1.0">
         <FileRef location = "group:Example/Pods/Pods.xcodeproj"></FileRef>
      </Workspace>
      """,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let fm = FileManager.default
    try fm.copyItem(at: Fixtures.showcase, to: root.appendingPathComponent("Example"))
    try fm.removeItem(at: root.appendingPathComponent("Example/Showcase.xcodeproj"))
    try fm.createSymbolicLink(
      atPath: root.appendingPathComponent("_Pods.xcodeproj").path,
      withDestinationPath: "Example/Pods/Pods.xcodeproj")
    let context = ProjectContext(
      layout: ProjectLayout.locate(document: root.appendingPathComponent("README.md")))
    let pods = root.appendingPathComponent("Example/Pods/Pods.xcodeproj").standardizedFileURL
    #expect(context.podsProjects.map(\.url) == [pods])
    #expect(context.projects.isEmpty)
    let netty = try #require(context.podsProject?.target(named: "Netty"))
    #expect(!netty.sourceFiles.isEmpty)
    for file in netty.sourceFiles {
      #expect(file.path.hasPrefix(root.standardizedFileURL.path + "/Example/Pods/Netty/"))
      #expect(fm.fileExists(atPath: file.path), "\(file.path)")
    }
  }
}
