import EaselTestSupport
import Foundation
import Testing

/// What UIKit lets a subclass override, a designable overrides here too: the agent builds
/// (and makes and draws) subclasses of UIView, UIControl, UIButton, UILabel, CALayer,
/// CAShapeLayer, UIScrollView, UITableViewCell, UICollectionViewCell, UITextField and
/// UIViewController overriding 68 members drawn by a seeded rule from the SDK's overridable
/// members (`Fixtures/Overrides/Overrides.swift`, written by `scripts/facade-overridable
/// --designable`), `UIView.layoutSublayers(of:)` and `CALayer.draw(in:)` among them.
@Suite(.serialized)
struct OverridableFacadeTests {
  static let fixture = Documents.fixtures.appendingPathComponent("Overrides")
  static let views = [
    "OverridingUIView", "OverridingUIControl", "OverridingUIButton", "OverridingUILabel",
    "OverridingUIScrollView", "OverridingUITableViewCell", "OverridingUICollectionViewCell",
    "OverridingUITextField",
  ]

  /// The fixture is the script's sample: it holds the overrides the issue names and at least
  /// 50 in all, each calling the superclass's member.
  @Test func theSampleHoldsTheNamedOverrides() throws {
    let source = try String(
      contentsOf: Self.fixture.appendingPathComponent("Overrides.swift"), encoding: .utf8)
    #expect(source.contains("override func layoutSublayers(of p0: CALayer)"))
    #expect(source.contains("override func draw(in p0: CGContext)"))
    let overrides = source.components(separatedBy: "\n").filter {
      $0.trimmingCharacters(in: .whitespaces).hasPrefix("override ")
    }
    #expect(overrides.count >= 50, "\(overrides.count) overrides")
    for base in [
      "UIView", "UIControl", "UIButton", "UILabel", "CALayer", "CAShapeLayer", "UIScrollView",
      "UITableViewCell", "UICollectionViewCell", "UITextField", "UIViewController",
    ] {
      #expect(source.contains("class Overriding\(base): \(base) {"), "\(base)")
    }
  }

  /// Built by the agent as Xcode builds designables: one override that does not compile
  /// fails the build of every class in the file, with the compiler's error shown.
  @Test func everySampledOverrideCompilesInTheAgent() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let run = try EaselProcess.run(["designables", Self.fixture.path], cacheDirectory: dir)
    #expect(!run.stdout.contains("Build failed"), "\(run.stdout)\n\(run.stderr)")
    for view in Self.views {
      #expect(
        run.stdout.range(of: "\(view) +Up to date", options: .regularExpression) != nil,
        "\(run.stdout)\n\(run.stderr)")
    }
    #expect(
      run.stdout.contains("\(Self.views.count) designables: \(Self.views.count) up to date"),
      "\(run.stdout)")
    #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
  }

  /// The members UIKit's classes get from the Objective-C protocols they adopt (`encode(with:)`
  /// from NSCoding, `shouldChangeText(in:replacementText:)` from UITextInput, `copy(_:)`
  /// from UIResponderStandardEditActions, `visibleSize` from UIFocusItemScrollableContainer)
  /// are overridable: each class builds, is made and draws.
  @Test func protocolRequirementsMirroredIntoUIKitsClassesAreOverridable() throws {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let fixture = Documents.fixtures.appendingPathComponent("MirroredOverrides")
    let run = try EaselProcess.run(["designables", fixture.path], cacheDirectory: dir)
    for view in ["NoInsetsTextView", "CodingSlider", "CopyingImageView", "HalfVisibleScrollView"] {
      #expect(
        run.stdout.range(of: "\(view) +Up to date", options: .regularExpression) != nil,
        "\(run.stdout)\n\(run.stderr)")
    }
    #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
  }
}
