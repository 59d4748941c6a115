import EaselDocument
import Foundation
import Testing

@testable import EaselAgentHost

/// The scenes' own agent (`scenesOnly`), built from the files their classes' slices need
/// ahead of the module's: Second.storyboard of the `SharedModule` fixture uses Disc only, so
/// its first agent compiles Disc.swift alone; a render that does not compile then draws
/// Second with it while the module's agent is not built, and First (Disc and Stripes) still
/// waits.
struct SceneFirstAgentTests {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent(
      "EaselEndToEndTests/Fixtures/SharedModule")

  final class Compiles: @unchecked Sendable {
    let lock = NSLock()
    var files: [String: Int] = [:]
    func add(_ module: String, _ count: Int) {
      lock.lock()
      files[module, default: 0] += count
      lock.unlock()
    }
  }

  func plan(
    _ document: String, cache: URL, planCache: AgentPlanCache, compiling: Bool,
    scenesOnly: Bool, compiles: Compiles? = nil
  ) throws -> AgentPlan {
    let url = Self.fixture.appendingPathComponent(document)
    let doc = try IBDocument(contentsOf: url)
    var progress: (@Sendable (String, Int, Int) -> Void)?
    if let compiles {
      progress = { module, files, _ in compiles.add(module, files) }
    }
    return try AgentPlan(
      uses: AgentPlan.SceneUses(document: doc, scenes: doc.scenes), at: url, sources: Self.fixture,
      designTime: true, cacheDirectory: cache, planCache: planCache, compiling: compiling,
      scenesOnly: scenesOnly, progress: progress)
  }

  /// A cache holding no agent and no failure answers "not built" to a plan that does not
  /// compile without its plans being made; one holding either is asked as ever.
  @Test func anEmptyCacheHoldsNoBuild() throws {
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent(
      "easel-scene-empty-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: cache) }
    #expect(AgentPlan.holdsNoBuild(cache))
    let waiting = try plan(
      "Second.storyboard", cache: cache, planCache: AgentPlanCache(), compiling: false,
      scenesOnly: false)
    #expect(waiting.notBuilt)
    #expect(waiting.build == nil)
    #expect(waiting.designables == ["Disc"])
    let failures = cache.appendingPathComponent("failures")
    try FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
    #expect(AgentPlan.holdsNoBuild(cache))
    try Data("{}".utf8).write(to: failures.appendingPathComponent("key.json"))
    #expect(!AgentPlan.holdsNoBuild(cache))
  }

  @Test(.timeLimit(.minutes(10)))
  func aScenesAgentIsBuiltFromItsSliceAndDrawsUntilTheModulesIs() throws {
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent(
      "easel-scene-first-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: cache) }
    let planCache = AgentPlanCache()
    let compiles = Compiles()
    let first = try plan(
      "Second.storyboard", cache: cache, planCache: planCache, compiling: true,
      scenesOnly: true, compiles: compiles)
    #expect(first.build?.executable != nil)
    #expect(first.build?.failures.isEmpty == true)
    #expect(compiles.files == ["SharedModule": 1], "Disc.swift alone: \(compiles.files)")

    // Without compiling: the module's agent is not built; Second draws with its own agent,
    // First (which also uses Stripes) has none yet.
    let second = try plan(
      "Second.storyboard", cache: cache, planCache: AgentPlanCache(), compiling: false,
      scenesOnly: false)
    #expect(!second.notBuilt)
    #expect(second.build?.executable == first.build?.executable)
    let other = try plan(
      "First.storyboard", cache: cache, planCache: AgentPlanCache(), compiling: false,
      scenesOnly: false)
    #expect(other.notBuilt)

    // A host's plan cache remembers that the module's agent is not built, and its renders
    // then draw with the first agent without asking the build cache again.
    let host = AgentPlanCache()
    let waiting = try plan(
      "Second.storyboard", cache: cache, planCache: host, compiling: false, scenesOnly: false)
    #expect(waiting.build?.executable == first.build?.executable)
    let stillWaiting = try plan(
      "Second.storyboard", cache: cache, planCache: host, compiling: false, scenesOnly: false)
    #expect(stillWaiting.build?.executable == first.build?.executable)
    #expect(
      try plan(
        "First.storyboard", cache: cache, planCache: host, compiling: false, scenesOnly: false
      )
      .notBuilt)

    // The module's agent, once built (by the host, which keeps it), is the one found.
    let module = try plan(
      "First.storyboard", cache: cache, planCache: host, compiling: true, scenesOnly: false)
    let again = try plan(
      "Second.storyboard", cache: cache, planCache: host, compiling: false, scenesOnly: false)
    #expect(again.build?.executable == module.build?.executable)
    #expect(again.build?.executable != first.build?.executable)
    let fresh = try plan(
      "Second.storyboard", cache: cache, planCache: AgentPlanCache(), compiling: false,
      scenesOnly: false)
    #expect(fresh.build?.executable == module.build?.executable)
  }
}
