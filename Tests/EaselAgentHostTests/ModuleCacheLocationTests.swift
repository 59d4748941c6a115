import Foundation
import Testing

@testable import EaselAgentHost

/// A cache folder moved or copied elsewhere keeps working: its compiles use a clang module
/// cache of their own, named by the folder's location, and a failure caused by a module
/// cache built elsewhere is not cached as the sources' failure.
struct ModuleCacheLocationTests {
  @Test func eachCacheFolderHasItsOwnModuleCacheInside() {
    let a = URL(fileURLWithPath: "/tmp/measure/xdg/easel")
    let b = URL(fileURLWithPath: "/tmp/judge/xdg/easel")
    let inA = AgentBuilder.moduleCache(in: a)
    let inB = AgentBuilder.moduleCache(in: b)
    #expect(inA.path.hasPrefix(a.path + "/"))
    #expect(inB.path.hasPrefix(b.path + "/"))
    #expect(inA.lastPathComponent != inB.lastPathComponent, "a copy does not reuse the original's")
    #expect(AgentBuilder.moduleCache(in: a) == inA, "the same folder keeps its module cache")
  }

  @Test func aFailureFromAnotherModuleCacheIsNotTheSources() {
    let output = """
      error: precompiled file '/tmp/judge/xdg/clang/ModuleCache/3DVQ10NM275WU/SwiftShims-2WTEZSG1WEKQP.pcm' \
      was compiled with module cache path '/tmp/measure/xdg/clang/ModuleCache/3DVQ10NM275WU', but \
      the path is currently '/tmp/judge/xdg/clang/ModuleCache/3DVQ10NM275WU'
      error: missing required module 'SwiftShims'
      """
    let moved = AgentBuilder.BuildFailure(
      module: "App", diagnostics: [], failingFiles: [], output: output)
    #expect(moved.isFromAnotherModuleCache)
    let own = AgentBuilder.BuildFailure(
      module: "App", diagnostics: [], failingFiles: ["/p/View.swift"],
      output: "/p/View.swift:3:1: error: cannot find 'x' in scope")
    #expect(!own.isFromAnotherModuleCache)
  }
}
