import Testing

@testable import EaselInspect

/// A file importing a module the build cannot provide, cut to what the rest of the build
/// reaches (`MissingModuleCut`).
@Suite struct MissingModuleCutTests {
  static let colors = """
    import UIKit
    import SwiftUI

    extension UIColor {
      convenience init(hex: String) { self.init(white: 0, alpha: 1) }
      func random() -> UIColor { self }
    }

    @available(iOS 13.0, *)
    extension Color {
      init(hex string: String) { self.init(.sRGB, red: 1, green: 1, blue: 1) }
    }

    func swatch() -> some View { Color(hex: "fff") }

    extension UILabel { @IBInspectable var hexColor: String { get { "" } set {} } }
    """

  /// SinaMN75/Utilities-iOS's `ColorEx.swift`: `UIColor(hex:)` is reached from a constants
  /// file naming `UIColor`; SwiftUI's `Color(hex:)` of the same name is not, nor a function
  /// nothing calls; an extension a document can set keys through is kept. Lines and columns
  /// stay where they were.
  @Test func keepsTheDeclarationsTheOtherFilesReachOfTheTypesTheyName() throws {
    let files = [
      (
        path: "App/Constant.swift",
        text: "import UIKit\nlet UC_TEXT = UIColor.init(hex: \"707070\")\n"
      ),
      (path: "App/ColorEx.swift", text: Self.colors),
    ]
    let scan = ScanResult(files: files.map { SwiftScanner.scan(source: $0.text, path: $0.path) })
    let texts = MissingModuleCut.texts(of: ["App/ColorEx.swift"], files: files, scan: scan)
    let cut = try #require(texts["App/ColorEx.swift"])
    #expect(texts["App/Constant.swift"] == nil)
    #expect(cut.contains("extension UIColor {\n  convenience init(hex: String)"))
    #expect(cut.contains("func random() -> UIColor { self }"))
    #expect(!cut.contains("extension Color"))
    #expect(!cut.contains("swatch"))
    #expect(cut.contains("@IBInspectable var hexColor"))
    #expect(cut.utf8.count == Self.colors.utf8.count)
    #expect(
      cut.split(separator: "\n", omittingEmptySubsequences: false).count
        == Self.colors.split(separator: "\n", omittingEmptySubsequences: false).count)
  }

  /// Nothing reached: every declaration but the inspectables' is blanked.
  @Test func blanksWhatNothingReaches() throws {
    let files = [
      (path: "A.swift", text: "import UIKit\nlet x = 1\n"),
      (path: "App/ColorEx.swift", text: Self.colors),
    ]
    let scan = ScanResult(files: files.map { SwiftScanner.scan(source: $0.text, path: $0.path) })
    let cut = try #require(
      MissingModuleCut.texts(of: ["App/ColorEx.swift"], files: files, scan: scan)[
        "App/ColorEx.swift"])
    #expect(!cut.contains("init(hex"))
    #expect(cut.contains("hexColor"))
  }
}
