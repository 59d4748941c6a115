import Testing

@testable import EaselInspect

/// Two declarations are one only where Swift would call them a redeclaration: members that
/// extensions of different types add under one name (`UIFont.init(named:)` and
/// `UIColor.init(named:)`), or that one generic type's extensions add under different
/// constraints, are different declarations, each taken where used.
@Suite struct DependencySliceDeclarationKeyTests {
  static func scan(_ files: [(String, String)]) -> ScanResult {
    ScanResult(files: files.map { SwiftScanner.scan(source: $0.1, path: $0.0) })
  }

  @Test func initializersOfOneLabelOnDifferentTypesAreBothTaken() {
    let scan = Self.scan([
      (
        "App/Styled.swift",
        """
        import UIKit
        @IBDesignable class Styled: UILabel {
          @IBInspectable var fontName: String? { didSet { font = UIFont(named: fontName) } }
          @IBInspectable var colorName: String? { didSet { textColor = UIColor(named: colorName) } }
        }
        """
      ),
      (
        "App/UIFont+Named.swift",
        "import UIKit\npublic extension UIFont {\n  convenience init?(named: String?) { nil }\n}\n"
      ),
      (
        "App/UIColor+Named.swift",
        "import UIKit\nextension UIColor {\n  convenience init?(named: String?) { nil }\n}\n"
      ),
    ])
    let slice = DependencySlice.files(roots: ["Styled"], scan: scan)
    #expect(
      Set(slice.paths) == ["App/Styled.swift", "App/UIFont+Named.swift", "App/UIColor+Named.swift"])
    #expect(!slice.notes.contains { $0.id == "slice-duplicate" })
  }

  @Test func aCopyOfTheSameExtensionIsStillTakenOnce() {
    let scan = Self.scan([
      (
        "Kit/Styled.swift",
        """
        import UIKit
        @IBDesignable class Styled: UILabel {
          @IBInspectable var fontName: String? { didSet { font = UIFont(named: fontName) } }
        }
        """
      ),
      (
        "Kit/UIFont+Named.swift",
        "import UIKit\nextension UIFont {\n  convenience init?(named: String?) { nil }\n}\n"
      ),
      (
        "Demo/Copied/UIFont+Named.swift",
        "import UIKit\nextension UIFont {\n  convenience init?(named: String?) { nil }\n}\n"
      ),
    ])
    let slice = DependencySlice.files(roots: ["Styled"], scan: scan)
    #expect(Set(slice.paths) == ["Kit/Styled.swift", "Kit/UIFont+Named.swift"])
    #expect(slice.notes.contains { $0.id == "slice-duplicate" })
  }

  @Test func constrainedExtensionsOfOneTypeDeclareDifferentMembers() {
    let scan = Self.scan([
      (
        "/p/Sums.swift",
        "extension Array where Element == Int {\n  func total() -> Int { 0 }\n}\n"
      ),
      (
        "/p/Other/Sums.swift",
        "extension Array where Element == Double {\n  func total() -> Double { 0 }\n}\n"
      ),
      ("/p/Plain.swift", "extension Array {\n  func total() -> Int { 0 }\n}\n"),
      ("/p/Generic.swift", "extension Array<Int> {\n  func total() -> Int { 0 }\n}\n"),
    ])
    let keys = scan.files.flatMap { $0.symbols.extensionMembers.map(\.declarationKey) }
    #expect(
      keys == [
        "Array where Element = = Int.total", "Array where Element = = Double.total",
        "Array.total", "Array < Int >.total",
      ])
    let state = SliceState(files: scan.files)
    #expect(state.definitionKeys[0] != state.definitionKeys[1])
  }
}
