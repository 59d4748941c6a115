import EaselInspect
import Foundation
import Testing

@testable import EaselAgentHost

/// A target's "Swift 3 @objc Inference" (`SWIFT_SWIFT3_OBJC_INFERENCE`) decides which
/// members of `NSObject` subclasses and their extensions Objective-C sees, and so what
/// key-value coding and selectors reach: `On` (or Swift 3 mode left at `Default`) exposes
/// every `internal` member, as Swift 3 did; `Default` and `Off` in Swift 4 mode only what
/// Swift 4's rules say. `UIColor.value(forKey: "primaryText")` of an extension's
/// `static var primaryText` then answers, or raises (PJayRushton/stats, spent, says
/// nothing: `Default`).
@Suite(.serialized)
struct Swift3ObjCInferenceTests {
  /// The selectors Objective-C sees in a one-target project built with `settings`.
  static func exposed(_ settings: String) throws -> [String] {
    let root = try ProjectShapeTests.folder([
      "App.xcodeproj/project.pbxproj": ProjectShapeTests.pbxproj(
        target: "App", sources: ["App/Colors.swift", "App/Model.swift"],
        objects: """
          L = {isa = XCConfigurationList; buildConfigurations = (C); };
          C = {isa = XCBuildConfiguration; name = Debug; buildSettings = {\(settings)}; };
          """,
        target: "buildConfigurationList = L;"),
      "App/Colors.swift": """
      import UIKit
      extension UIColor {
        static var primaryText: UIColor { .gray }
      }
      class Panel: UIView {
        func setup() {}
      }
      """,
      "App/Model.swift": """
      struct Point { var x = 0 }
      extension Point { func moved() -> Point { self } }
      class Plain { func f() {} }
      """,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let scan = try DesignablesProject(root: root).scan
    return (scan.classes.flatMap(\.objcMembers) + scan.extensions.flatMap(\.objcMembers)).map(
      \.selector
    ).sorted()
  }

  @Test(arguments: [
    ("SWIFT_SWIFT3_OBJC_INFERENCE = On; SWIFT_VERSION = 4.0;", ["primaryText", "setup"]),
    ("SWIFT_SWIFT3_OBJC_INFERENCE = Default; SWIFT_VERSION = 4.0;", []),
    ("SWIFT_VERSION = 4.0;", []),
    ("SWIFT_SWIFT3_OBJC_INFERENCE = Off; SWIFT_VERSION = 3.0;", []),
    ("SWIFT_VERSION = 3.0;", ["primaryText", "setup"]),
  ])
  func theSettingDecidesWhatObjectiveCSees(settings: String, selectors: [String]) throws {
    #expect(try Self.exposed(settings) == selectors)
  }
}
