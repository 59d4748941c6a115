import EaselInspect
@testable import EaselRendering
import EaselTestSupport
import Foundation
import Testing

/// When the code Easel generates for a class fails because of the class's own declaration,
/// the user's error leads: an inspectable that redeclares a UIKit property without
/// `override` (`anchorPoint`, which `UIView` has since iOS 16) makes the generated key-value
/// coding's use of it ambiguous, and the compiler may report the generated file first.
/// AhmedKhattak/GradientTest's `TestView` (spent) showed "ambiguous use of 'anchorPoint'"
/// first and its real cause, "overriding declaration requires an 'override' keyword", second.
@Suite(.serialized)
struct GeneratedCodeErrorTests {
  @MainActor
  @Test func theUsersErrorLeadsTheGeneratedCodes() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let root = dir.appendingPathComponent("Gradient")
    try DuplicateClassNameTests.write(
      [
        "TestView.swift": """
        import UIKit

        @IBDesignable class TestView: UIImageView {
            @IBInspectable var anchorPoint: CGPoint = CGPoint.init(x: 0.5, y: 0.5) {
                didSet { layoutIfNeeded() }
            }
        }
        """,
        "GraphView.swift": "import UIKit\n@IBDesignable class GraphView: UIView {\n"
          + "  @IBInspectable var startColor: UIColor = .red\n}\n",
      ], under: root)
    var job = DesignablesJob(root: root)
    job.cacheDirectory = dir.appendingPathComponent("cache")
    let report = try job.run()
    let entry = try #require(report.designables.first { $0.class == "TestView" })
    #expect(entry.status == "build-failed")
    let first = try #require(entry.diagnostics.first { $0.contains("error:") })
    #expect(first.contains("TestView.swift:4:"), "\(entry.diagnostics)")
    #expect(first.contains("override"), "\(entry.diagnostics)")
    #expect(!first.contains("Easel generated"), "\(entry.diagnostics)")
  }
}
