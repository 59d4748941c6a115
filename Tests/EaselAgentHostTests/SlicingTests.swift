import EaselInspect
import Foundation
import Testing

@testable import EaselAgentHost

/// Each class's slice within a plan (`Slicing`): what it takes of the modules before its own
/// is sliced once for every class whose files import the same, not once a class.
@Suite struct SlicingTests {
  private func file(_ path: String) -> URL { URL(fileURLWithPath: path) }

  /// Two designables of one file, which imports a pod: the pod is sliced once for both, and
  /// for both their slices and their narrow slices, with what the file uses of it.
  @Test func aDependencyIsSlicedOnceForTheFilesImportingIt() {
    let sources = [
      "/p/Pod/Shade.swift": "import UIKit\npublic enum Shade { public static let dark = 0.2 }\n",
      "/p/Pod/Unused.swift": "import UIKit\npublic class Unused {}\n",
      "/p/App/Views.swift": """
      import UIKit
      import Pod
      @IBDesignable class First: UIView { let tone = Shade.dark }
      @IBDesignable class Second: UIView { let tone = Shade.dark }
      """,
    ]
    let scan = ScanResult(
      files: sources.keys.sorted().map { ScanResult.scanFile(source: sources[$0] ?? "", path: $0) })
    let pod = ModulePlan(
      name: "Pod", files: [file("/p/Pod/Shade.swift"), file("/p/Pod/Unused.swift")],
      origin: "pod")
    let app = ModulePlan(name: "App", files: [file("/p/App/Views.swift")], origin: "app")
    let slicing = Slicing(plan: AgentBuildPlan(dependencies: [pod], main: app), scan: scan, near: [])
    for name in ["First", "Second"] {
      for narrow in [false, true] {
        #expect(
          slicing.slice(for: name, narrow: narrow).paths
            == ["/p/App/Views.swift", "/p/Pod/Shade.swift"])
      }
    }
    #expect(slicing.dependencySlices.count == 1)
  }
}
