import Foundation
import Testing

@testable import EaselAgentHost
@testable import EaselInspect

/// Which files of the modules before a class's own its slice takes.
@Suite struct SlicingImportTests {
  static let files: [(String, String)] = [
    (
      "/p/Kit/Styleable.swift",
      """
      import UIKit
      extension UIView {
        @IBInspectable open var style: String? {
          get { Stylist.shared.name } set { Stylist.shared.name = newValue }
        }
      }
      """
    ),
    (
      "/p/Kit/Stylist.swift",
      "public class Stylist { public static let shared = Stylist(); var name: String? }\n"
    ),
    ("/p/Kit/Unused.swift", "public final class Unused {}\n"),
    (
      "/p/App/SectionView.swift",
      """
      import UIKit
      @IBDesignable class SectionView: UIStackView {
        override var style: String? { get { super.style } set { super.style = newValue } }
      }
      """
    ),
    ("/p/App/AppDelegate.swift", "import UIKit\nimport Kit\nclass AppDelegate: UIResponder {}\n"),
  ]

  static func slicing() -> Slicing {
    let scan = ScanResult(files: files.map { SwiftScanner.scan(source: $0.1, path: $0.0) })
    let url = { (p: String) in URL(fileURLWithPath: p) }
    let kit = ModulePlan(
      name: "Kit", files: files.filter { $0.0.hasPrefix("/p/Kit/") }.map { url($0.0) },
      origin: "pod")
    let app = ModulePlan(
      name: "App", files: files.filter { $0.0.hasPrefix("/p/App/") }.map { url($0.0) },
      origin: "app")
    return Slicing(plan: AgentBuildPlan(dependencies: [kit], main: app), scan: scan, near: [])
  }

  /// SectionView's file does not import Kit, but the app's delegate does: Kit's extension
  /// members are then visible in every file of the app (Swift's member lookup), so the slice
  /// takes `style`'s file from Kit and what it needs (`Stylist`), not Kit's other files.
  @Test func aModuleImportedByAnotherFileOfTheTargetIsSlicedByWhatTheClassNames() {
    let paths = Self.slicing().slice(for: "SectionView").paths
    #expect(
      paths == ["/p/App/SectionView.swift", "/p/Kit/Styleable.swift", "/p/Kit/Stylist.swift"])
  }
}
