import EaselDiagnostics
import Foundation
import Testing

@testable import EaselAgentHost

/// What the plan cache remembers of builds found not built (`noteUnbuilt`): until a build is
/// kept under the same key or the sources change, and only for that key.
struct AgentPlanCacheTests {
  /// A build that ended with a failure (kept without an executable).
  static var failed: IsolatingBuild.Result {
    var result = IsolatingBuild.Result()
    result.failures = ["Disc": [Diagnostic(.error, "does not compile", id: "build-failed")]]
    return result
  }

  @Test func aBuildFoundNotBuiltIsRememberedForItsKeyOnly() {
    let cache = AgentPlanCache()
    #expect(!cache.isKnownUnbuilt("module"))
    cache.noteUnbuilt("module")
    #expect(cache.isKnownUnbuilt("module"))
    #expect(!cache.isKnownUnbuilt("slice"))
  }

  @Test func keepingABuildForgetsThatItWasNotBuilt() {
    let cache = AgentPlanCache()
    cache.noteUnbuilt("module")
    cache.keep(Self.failed, notes: [], as: "module")
    #expect(!cache.isKnownUnbuilt("module"))
    // Noted again after it was kept (another host's cache emptied): the kept build wins.
    cache.noteUnbuilt("module")
    #expect(!cache.isKnownUnbuilt("module"))
  }

  @Test func aSavedSourceForgetsIt() {
    let cache = AgentPlanCache()
    cache.noteUnbuilt("module")
    cache.invalidate()
    #expect(!cache.isKnownUnbuilt("module"))
  }

  @Test func aTimedOutBuildIsNotKeptSoItStaysUnbuilt() {
    let cache = AgentPlanCache()
    cache.noteUnbuilt("module")
    var timedOut = Self.failed
    timedOut.compilerTimedOut = true
    cache.keep(timedOut, notes: [], as: "module")
    #expect(cache.isKnownUnbuilt("module"))
  }
}
