import EaselDocument
import Foundation
import Testing

@testable import EaselAgentHost

/// An agent whose storyboard's module has no files of its own (the `Pod` project shape: the
/// example app's storyboard places the pod's StarView) is compiled as the pod's module with the
/// agent's `main`, in one compile (`AgentBuilder.fuses`): no library of the pod, then no
/// compile of the app's module and link. The agent is cached like any other.
struct FusedAgentTests {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/ProjectShapes/Pod")

  final class Compiles: @unchecked Sendable {
    let lock = NSLock()
    var modules: [String] = []
    func add(_ module: String) {
      lock.lock()
      modules.append(module)
      lock.unlock()
    }
  }

  func plan(
    _ root: URL, cache: URL, compiling: Bool, scenesOnly: Bool, compiles: Compiles? = nil
  ) throws -> AgentPlan {
    let url = root.appendingPathComponent("Example/Example/Main.storyboard")
    let doc = try IBDocument(contentsOf: url)
    var progress: (@Sendable (String, Int, Int) -> Void)?
    if let compiles { progress = { module, _, _ in compiles.add(module) } }
    return try AgentPlan(
      uses: AgentPlan.SceneUses(document: doc, scenes: doc.scenes), at: url, sources: root,
      designTime: true, cacheDirectory: cache, planCache: AgentPlanCache(), compiling: compiling,
      scenesOnly: scenesOnly, progress: progress)
  }

  @Test(.timeLimit(.minutes(10)))
  func aPodsDesignablesAreOneCompileWhenTheAppHasNoFilesToBuild() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "easel-fused-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: dir) }
    let root = dir.appendingPathComponent("Pod")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: Self.fixture, to: root)
    // The scene's first agent and the module's, each from an empty cache (in this project
    // they are the same build: the pod's one file).
    for scenesOnly in [true, false] {
      let cache = dir.appendingPathComponent("cache-\(scenesOnly)")
      let compiles = Compiles()
      let built = try plan(
        root, cache: cache, compiling: true, scenesOnly: scenesOnly, compiles: compiles)
      let executable = try #require(built.build?.executable)
      #expect(built.build?.failures.isEmpty == true)
      #expect(built.buildStatuses["StarView"] == .upToDate, "\(built.buildStatuses)")
      // The pod's module alone: the app's module (no files) is not compiled after it.
      #expect(compiles.modules == ["StarKit"], "scenesOnly \(scenesOnly): \(compiles.modules)")
      // Its agent is cached; no library of the pod is kept.
      let again = try plan(root, cache: cache, compiling: false, scenesOnly: scenesOnly)
      #expect(again.build?.executable == executable)
      let libraries = FileManager.default.enumerator(
        at: cache.appendingPathComponent("modules"), includingPropertiesForKeys: nil)
      #expect(libraries?.allObjects.isEmpty ?? true)
    }
  }

  @Test func aModuleWithAFileNamedMainIsNotFused() {
    let app = ModulePlan(name: "App", files: [], origin: "app")
    let pod = ModulePlan(
      name: "Pod", files: [URL(fileURLWithPath: "/p/Pod/View.swift")], origin: "pod")
    let scripted = ModulePlan(
      name: "Pod", files: [URL(fileURLWithPath: "/p/Pod/main.swift")], origin: "pod")
    var plan = AgentBuildPlan(dependencies: [pod], main: app)
    #expect(AgentBuilder.fuses(pod, into: plan))
    #expect(!AgentBuilder.fuses(scripted, into: plan))
    plan.main.files = [URL(fileURLWithPath: "/p/App/Own.swift")]
    #expect(!AgentBuilder.fuses(pod, into: plan))
  }
}
