import EaselProject
import Foundation
import Testing

@testable import EaselAgentHost

/// The agent's folder holds the project's resources, as an app's bundle does.
@Suite struct AgentBundleTests {
  static func folder() throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "easel-bundle-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir
  }

  static func touch(_ url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("x".utf8).write(to: url)
  }

  /// A target's Resources phase: copied files and folder references; what Xcode compiles
  /// (documents, catalogues, localizations) is not.
  @Test func aTargetsResourcesAreItsCopiedFiles() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let names = ["Icons.ttf", "Main.storyboard", "Assets.xcassets", "en.lproj", "Levels", "a.json"]
    for name in names
    where !name.contains(".") || name.hasSuffix("xcassets") || name.hasSuffix("lproj") {
      try FileManager.default.createDirectory(
        at: dir.appendingPathComponent(name), withIntermediateDirectories: true)
    }
    for name in ["Icons.ttf", "Main.storyboard", "a.json"] {
      try Self.touch(dir.appendingPathComponent(name))
    }
    let module = ModuleSources(
      name: "App", origin: .xcodeTarget(project: dir, target: "App"), productType: .application,
      swiftFiles: [], resourceFiles: names.map { dir.appendingPathComponent($0) })
    #expect(
      AgentBundle.resources(of: module).map(\.lastPathComponent) == [
        "Icons.ttf", "Levels", "a.json",
      ])
  }

  /// Without a Resources phase (a pod read as a folder), the files with a resource's
  /// extension under the folder holding its Swift files; links are named by file name, the
  /// first of a name wins, and the agent's own files are never replaced.
  @Test func aFoldersResourcesAreLinkedByName() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let pod = dir.appendingPathComponent("Pod")
    try Self.touch(pod.appendingPathComponent("Sources/View.swift"))
    try Self.touch(pod.appendingPathComponent("Sources/Fonts/Icons.otf"))
    try Self.touch(pod.appendingPathComponent("Sources/Data/notes.json"))
    try Self.touch(pod.appendingPathComponent("Sources/Other/notes.json"))
    try Self.touch(pod.appendingPathComponent("Sources/Data/agent.json"))
    let module = ModuleSources(
      name: "Pod", origin: .podFolder(pod), productType: .framework,
      swiftFiles: [pod.appendingPathComponent("Sources/View.swift")])
    let resources = AgentBundle.resources(of: module)
    #expect(
      resources.map(\.lastPathComponent) == ["agent.json", "notes.json", "Icons.otf", "notes.json"])
    let agent = dir.appendingPathComponent("agent-folder")
    try Self.touch(agent.appendingPathComponent("notes.json"))
    AgentBundle.link(resources, into: agent)
    let fm = FileManager.default
    #expect(
      try fm.destinationOfSymbolicLink(atPath: agent.appendingPathComponent("Icons.otf").path)
        == pod.appendingPathComponent("Sources/Fonts/Icons.otf").path)
    #expect(
      try String(contentsOf: agent.appendingPathComponent("notes.json"), encoding: .utf8) == "x")
    #expect(
      (try? fm.destinationOfSymbolicLink(atPath: agent.appendingPathComponent("notes.json").path))
        == nil)
  }
}
