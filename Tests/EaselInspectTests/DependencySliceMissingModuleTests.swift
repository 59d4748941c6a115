import Testing

@testable import EaselInspect

/// Files importing a module the build cannot provide, and the names that would take them.
@Suite struct DependencySliceMissingModuleTests {
  static let scan = ScanResult(
    files: [
      (
        "App/Calendar.swift",
        """
        import UIKit
        @IBDesignable class Calendar: UIView {
          func setUp() { backgroundColor = .white; layer.borderUIColor = .red }
        }
        """
      ),
      (
        "App/SwiftUI/BackgroundColorModifier.swift",
        """
        import SwiftUI
        extension View {
          func backgroundColor(_ color: Color) -> some View { background(color) }
        }
        """
      ),
      (
        "App/SwiftUI/Text+Font.swift",
        "import SwiftUI\nextension UILabel { @IBInspectable var fontKey: String { get { \"\" } set {} } }\n"
      ),
      (
        "App/Layer+Border.swift",
        "import UIKit\nextension CALayer { var borderUIColor: UIColor? { get { nil } set {} } }\n"
      ),
    ].map { SwiftScanner.scan(source: $0.1, path: $0.0) })

  /// A view using UIView's own `backgroundColor` does not take an app's SwiftUI extension
  /// declaring a `backgroundColor` of its own, nor a SwiftUI file's inspectables, when the
  /// build has no SwiftUI; a member of the same kind from a file that compiles is taken.
  @Test func aFileImportingAMissingModuleIsNotTakenForAFrameworkMembersName() {
    let slice = DependencySlice.files(
      roots: ["Calendar"], scan: Self.scan, missingModules: ["SwiftUI"])
    #expect(Set(slice.paths) == ["App/Calendar.swift", "App/Layer+Border.swift"])
    // Without knowing SwiftUI is missing, names alone take both (the inspectables for a
    // document setting their key).
    let loose = DependencySlice.files(roots: ["Calendar"], scan: Self.scan)
    #expect(loose.paths.contains("App/SwiftUI/BackgroundColorModifier.swift"))
    let key = DependencySlice.files(roots: [], scan: Self.scan, runtimeKeys: ["fontKey"])
    #expect(key.paths == ["App/SwiftUI/Text+Font.swift"])
    let missing = DependencySlice.files(
      roots: [], scan: Self.scan, missingModules: ["SwiftUI"], runtimeKeys: ["fontKey"])
    #expect(missing.paths.isEmpty)
  }

  /// A member called on a framework type the file names (`UIColor.init(hex:)`) is taken from
  /// a file importing a missing module when that file declares it for that type: Xcode
  /// compiles it, and only its import and its other declarations cannot be compiled here
  /// (SinaMN75/Utilities-iOS's `ColorEx.swift`, `UIColor`'s and SwiftUI `Color`'s
  /// `init(hex:)` side by side). A member of a type the file does not name is still not.
  @Test func aFileImportingAMissingModuleIsTakenForAMemberOfATypeTheUserNames() {
    let scan = ScanResult(
      files: [
        (
          "App/Label.swift",
          "import UIKit\n@IBDesignable class Label10: UILabel { func setUp() { textColor = UC_TEXT } }\n"
        ),
        ("App/Constant.swift", "import UIKit\nlet UC_TEXT = UIColor.init(hex: \"707070\")\n"),
        (
          "App/ColorEx.swift",
          """
          import UIKit
          import SwiftUI
          extension UIColor { convenience init(hex: String) { self.init(white: 0, alpha: 1) } }
          extension Color { init(hex string: String) { self.init(.sRGB, red: 1, green: 1, blue: 1) } }
          """
        ),
      ].map { SwiftScanner.scan(source: $0.1, path: $0.0) })
    for narrow in [false, true] {
      let slice = DependencySlice.files(
        roots: ["Label10"], scan: scan, frameworkMembers: !narrow, missingModules: ["SwiftUI"])
      #expect(
        Set(slice.paths) == ["App/Label.swift", "App/Constant.swift", "App/ColorEx.swift"],
        "narrow: \(narrow)")
    }
    let calendar = DependencySlice.files(
      roots: ["Calendar"], scan: Self.scan, missingModules: ["SwiftUI"])
    #expect(!calendar.paths.contains("App/SwiftUI/BackgroundColorModifier.swift"))
  }
}
