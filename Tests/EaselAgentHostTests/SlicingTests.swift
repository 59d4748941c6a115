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

  /// A module one file of the target imports gives its extension members to every file of
  /// the target (Swift 5's member lookup): a class whose file uses a pod's `UIColor(hex:)`
  /// without importing the pod takes the pod's file declaring it, though the file importing
  /// the pod is not in its slice, and the agent imports the pod for it; a class using none of
  /// the pod's extension members takes nothing of it. ryan9gray/teremok-tv's
  /// Extensions/UIColor.swift (spent twenty-seventh draw) used Spring's `UIColor(hex:)`, built
  /// only when a class importing Spring happened to be built with it.
  @Test func aModuleTheTargetImportsGivesItsExtensionMembersToEveryFile() {
    let sources = [
      "/p/Pod/Hex.swift": """
      import UIKit
      public extension UIColor {
        convenience init(hex: String) { self.init(white: 0.5, alpha: 1) }
      }
      """,
      "/p/Pod/Shade.swift": "import UIKit\npublic enum Shade { public static let dark = 0.2 }\n",
      // Internal: no other module sees it.
      "/p/Pod/Tint.swift": "import UIKit\nextension UIColor { static let red = UIColor.blue }\n",
      "/p/App/Feed.swift": "import UIKit\nimport Pod\nfinal class Feed { let tone = Shade.dark }\n",
      "/p/App/Swatch.swift": """
      import UIKit
      @IBDesignable class Swatch: UIView {
        override func draw(_ rect: CGRect) { UIColor(hex: "FF6F00").setFill() }
      }
      """,
      // Its own `init(hex:)` overload, whose parameter hides the label among its names.
      "/p/App/Tone.swift": """
      import UIKit
      extension UIColor {
        static let brand = UIColor(hex: "FFD86B")
        convenience init(hex: UInt32, alpha: CGFloat = 1) {
          self.init(white: CGFloat(hex & 0xFF) / 255, alpha: alpha)
        }
      }
      @IBDesignable class Tone: UIView {
        override func draw(_ rect: CGRect) { UIColor.brand.setFill() }
      }
      """,
      "/p/App/Plain.swift": """
      import UIKit
      @IBDesignable class Plain: UIView {
        override func draw(_ rect: CGRect) { UIColor.red.setFill() }
      }
      """,
    ]
    let scan = ScanResult(
      files: sources.keys.sorted().map { ScanResult.scanFile(source: sources[$0] ?? "", path: $0) })
    let pod = ModulePlan(
      name: "Pod", files: ["Hex", "Shade", "Tint"].map { file("/p/Pod/\($0).swift") },
      origin: "pod")
    var app = ModulePlan(
      name: "App",
      files: ["Feed", "Swatch", "Tone", "Plain"].map { file("/p/App/\($0).swift") },
      origin: "app")
    app.targetImports = ["UIKit", "Pod"]
    let plan = AgentBuildPlan(dependencies: [pod], main: app)
    let slicing = Slicing(plan: plan, scan: scan, near: [])
    for narrow in [false, true] {
      // (Tone.swift for its own `init(hex:)`, names being matched without types.)
      #expect(
        slicing.slice(for: "Swatch", narrow: narrow).paths
          == ["/p/App/Swatch.swift", "/p/App/Tone.swift", "/p/Pod/Hex.swift"])
      #expect(
        slicing.slice(for: "Tone", narrow: narrow).paths
          == ["/p/App/Tone.swift", "/p/Pod/Hex.swift"])
      #expect(slicing.slice(for: "Plain", narrow: narrow).paths == ["/p/App/Plain.swift"])
    }
    // Built without Feed.swift, the agent's module still imports the pod.
    let kept = plan.keeping(["/p/App/Swatch.swift", "/p/Pod/Hex.swift"])
    #expect(
      AgentBuilder.visibleImports(of: kept.main, building: kept.dependencies.map(\.name))
        == ["Pod"])
    #expect(AgentBuilder.visibleImports(of: kept.main, building: []) == [])
  }
}
