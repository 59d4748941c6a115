import Foundation
import Testing

@testable import EaselInspect

/// A name written only as an argument label (`Scanner(string: text)`) refers to nothing but
/// an initializer or subscript whose first label it is: never to a function, property or
/// type that shares it (an app's `extension NSNumber { func string(…) }`).
@Suite struct ArgumentLabelReferenceTests {
  static func symbols(_ source: String) -> FileSymbols {
    SwiftScanner.scan(source: source, path: "Sources/File.swift").symbols
  }

  @Test func labelsAreToldFromOtherUses() {
    let s = Self.symbols(
      """
      import UIKit
      let a = Scanner(string: "ff")
      let b = UIColor(hexStr: "fff", alpha: 1)
      let c = [key: value]
      let d = (flag ? yes : no)
      let e = f(title: title)
      func g(_ x: Int) { print(count(of: x), count) }
      """)
    #expect(s.labelOnlyReferences.isSuperset(of: ["string", "hexStr", "alpha", "of"]))
    for name in ["key", "value", "yes", "no", "flag", "count", "title"] {
      #expect(!s.labelOnlyReferences.contains(name), "\(name)")
    }
    #expect(s.references.isSuperset(of: ["string", "hexStr", "key", "yes", "count"]))
  }

  static let files: [(path: String, text: String)] = [
    (
      "App/Badge.swift",
      """
      import UIKit
      @IBDesignable class Badge: UILabel {
        override func draw(_ rect: CGRect) {
          _ = Scanner(string: "ff")
          textColor = UIColor(hexStr: "fff")
          super.draw(rect)
        }
      }
      """
    ),
    (
      "App/Number+Format.swift",
      """
      import Foundation
      extension NSNumber {
        func string(withDecimals count: Int) -> String { Settings.format }
      }
      """
    ),
    ("App/Settings.swift", "import Foundation\nenum Settings { static let format = \"\" }\n"),
    (
      "App/Color+Hex.swift",
      """
      import UIKit
      extension UIColor {
        convenience init(hexStr: String) { self.init(white: 1, alpha: 1) }
      }
      """
    ),
  ]

  @Test func aDependencySliceTakesTheInitializerNotTheNamesake() {
    let scan = ScanResult(files: Self.files.map { SwiftScanner.scan(source: $0.text, path: $0.path) })
    let slice = DependencySlice.files(roots: ["Badge"], scan: scan)
    #expect(Set(slice.paths) == ["App/Badge.swift", "App/Color+Hex.swift"], "\(slice.paths)")
  }

  @Test func aDeclarationCutKeepsTheInitializerNotTheNamesake() throws {
    let scan = ScanResult(files: Self.files.map { SwiftScanner.scan(source: $0.text, path: $0.path) })
    let slice = try #require(DeclarationSlice.cut(files: Self.files, roots: ["Badge"], scan: scan))
    #expect(slice.texts["App/Color+Hex.swift"] == nil, "kept whole")
    #expect(slice.texts["App/Number+Format.swift"]?.contains("NSNumber") == false)
    #expect(slice.emptied.contains("App/Settings.swift"))
  }
}
