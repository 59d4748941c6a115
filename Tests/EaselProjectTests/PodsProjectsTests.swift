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
}
