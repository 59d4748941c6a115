import EaselRendering
import EaselTestSupport
import Foundation
import Testing

/// A file importing a module Linux lacks (SwiftUI) is compiled for the declarations the
/// designables reach, its import left out, as Xcode compiles every file of the target: an app's
/// `extension UIColor { convenience init(hex:) }` beside SwiftUI's `extension Color {
/// init(hex:) }` (the spent twenty-third draw's SinaMN75/Utilities-iOS, whose labels took their
/// colours from `UIColor(hex:)` through a constants file and failed to build). A declaration
/// kept that does use the module fails with an error naming it.
@MainActor
@Suite struct MissingModuleFileTests {
  static let colorExtensions = """
    import UIKit
    import SwiftUI

    extension UIColor {
      convenience init(hex: String) {
        var value: UInt64 = 0
        Scanner(string: hex).scanHexInt64(&value)
        self.init(
          red: CGFloat(value >> 16 & 0xFF) / 255, green: CGFloat(value >> 8 & 0xFF) / 255,
          blue: CGFloat(value & 0xFF) / 255, alpha: 1)
      }
    }

    @available(iOS 13.0, *)
    extension Color {
      init(hex string: String) { self.init(.sRGB, red: 1, green: 1, blue: 1, opacity: 1) }
    }
    """

  static func run(_ files: [String: String]) throws -> [String: DesignablesJob.Entry] {
    let dir = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let sources = dir.appendingPathComponent("App")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    for (name, text) in files {
      try Data(text.utf8).write(to: sources.appendingPathComponent(name))
    }
    var job = DesignablesJob(root: sources)
    job.cacheDirectory = dir.appendingPathComponent("cache")
    let report = try job.run()
    return Dictionary(uniqueKeysWithValues: report.designables.map { ($0.class, $0) })
  }

  @Test func theDeclarationsADesignableReachesAreBuiltWithoutTheMissingModule() throws {
    let entries = try Self.run([
      "Label.swift": """
      import UIKit
      @IBDesignable class AccentLabel: UILabel {
        override init(frame: CGRect) {
          super.init(frame: frame)
          textColor = UC_ACCENT
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
      }
      """,
      "Constant.swift": "import UIKit\nlet UC_ACCENT = UIColor.init(hex: \"FF6F00\")\n",
      "ColorEx.swift": Self.colorExtensions,
    ])
    let label = entries["AccentLabel"]
    #expect(label?.status == "up-to-date", "\(entries)")
    #expect(
      label?.files.map { ($0 as NSString).lastPathComponent }.sorted()
        == ["ColorEx.swift", "Constant.swift", "Label.swift"])
  }

  @Test func aDeclarationUsingTheMissingModuleFailsNamingIt() throws {
    let entries = try Self.run([
      "Swatch.swift": """
      import UIKit
      @IBDesignable class Swatch: UIView {
        override func draw(_ rect: CGRect) {
          UIColor.accent.setFill()
          UIRectFill(rect)
        }
      }
      """,
      "ColorEx.swift": """
      import UIKit
      import SwiftUI

      extension UIColor {
        static var accent: UIColor { UIColor(Color.orange) }
      }
      """,
    ])
    let swatch = entries["Swatch"]
    #expect(swatch?.status == "build-failed", "\(entries)")
    let first = swatch?.diagnostics.first ?? ""
    #expect(first.contains("ColorEx.swift:5:"), "\(first)")
    #expect(
      first.contains("the file imports SwiftUI, which the designables build cannot provide"),
      "\(first)")
  }
}
