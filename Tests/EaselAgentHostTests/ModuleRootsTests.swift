import Foundation
import Testing

@testable import EaselAgentHost

/// The agent of a document is its module's: every designable the module declares, whichever
/// of them the document uses, so that every document of the module asks for one build.
struct ModuleRootsTests {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent(
      "EaselEndToEndTests/Fixtures/SharedModule")

  @Test func twoDocumentsOfAModuleAskForOneBuild() throws {
    let project = try DesignablesProject(root: Self.fixture)
    let buildable = Set(project.designableClasses.flatMap { [$0.name, $0.qualifiedName] })
    let cache = AgentPlanCache()
    func roots(_ document: String, _ used: Set<String>) throws -> (
      roots: Set<String>, key: String
    ) {
      try AgentPlan.moduleRoots(
        project: project, document: Self.fixture.appendingPathComponent(document), used: used,
        buildable: buildable, extensionRoots: [], fallbackModule: "SharedModule",
        designTime: true, planCache: cache)
    }
    let first = try roots("First.storyboard", ["Disc", "Stripes"])
    let second = try roots("Second.storyboard", ["Disc"])
    #expect(first.roots == ["Disc", "Stripes"])
    #expect(second.roots == ["Disc", "Stripes"], "Stripes too, which Second does not use")
    #expect(first.key == second.key)
    // Found once per document.
    #expect(try roots("Second.storyboard", ["Disc"]).key == second.key)
  }
}
