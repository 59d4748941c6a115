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

  /// A resource bundle (a pod's `resource_bundles`) is a folder of its name in the agent's
  /// folder, holding its files, as Xcode copies the bundle into the framework: a file in it
  /// is found through the bundle, not at the top.
  @Test func aResourceBundleIsAFolderOfItsName() throws {
    let dir = try Self.folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let font = dir.appendingPathComponent("Kit/Fonts/Icons.otf")
    try Self.touch(font)
    try Self.touch(dir.appendingPathComponent("Kit/View.swift"))
    var source = ModuleSources(
      name: "Kit", origin: .podTarget(project: dir, target: "Kit"), productType: .framework,
      swiftFiles: [dir.appendingPathComponent("Kit/View.swift")])
    source.resourceBundles = ["Kit.bundle": [font, dir.appendingPathComponent("Kit/Main.storyboard")]]
    // A listed bundle is what the target copies: its folder's files are not looked for.
    #expect(AgentBundle.resources(of: source).isEmpty)
    #expect(AgentBundle.bundles(of: source) == ["Kit.bundle": [font]])
    var plan = ModulePlan(name: "Kit", files: [], origin: "pod Kit")
    plan.resourceBundles = AgentBundle.bundles(of: source)
    let agent = dir.appendingPathComponent("agent-folder")
    try FileManager.default.createDirectory(at: agent, withIntermediateDirectories: true)
    AgentBundle.link([plan], into: agent)
    let fm = FileManager.default
    #expect(
      try fm.destinationOfSymbolicLink(atPath: agent.appendingPathComponent("Kit.bundle/Icons.otf").path)
        == font.path)
    #expect(!fm.fileExists(atPath: agent.appendingPathComponent("Icons.otf").path))
  }
}
