import Testing

@testable import EaselInspect

/// A member one extension adds to a framework class is taken when used through a property of
/// that class, even where the using file never names the class (`layer.borderUIColor`).
@Suite struct DependencySliceFrameworkMemberTests {
  static func scan(_ files: [(String, String)]) -> ScanResult {
    ScanResult(files: files.map { SwiftScanner.scan(source: $0.1, path: $0.0) })
  }

  @Test func aFrameworkClassMemberUsedThroughAPropertyIsTaken() {
    let scan = Self.scan([
      (
        "Kit/Bordered.swift",
        """
        import UIKit
        @IBDesignable class Bordered: UIView {
          @IBInspectable var color: UIColor? {
            get { layer.borderUIColor }
            set { layer.borderUIColor = newValue }
          }
        }
        """
      ),
      (
        "Kit/CALayer+Colors.swift",
        """
        import QuartzCore
        extension CALayer {
          var borderUIColor: UIColor? {
            get { borderColor.map(UIColor.init(cgColor:)) }
            set { borderColor = newValue?.cgColor }
          }
        }
        """
      ),
      (
        "Kit/Array+Search.swift",
        "extension Array { func firstIndex(matching: Element) -> Int? { nil } }\n"
      ),
      (
        "Kit/Other.swift",
        "import UIKit\nfunc f() { _ = [1].firstIndex(of: 1) }\n"
      ),
    ])
    let slice = DependencySlice.files(roots: ["Bordered"], scan: scan)
    #expect(Set(slice.paths) == ["Kit/Bordered.swift", "Kit/CALayer+Colors.swift"])
  }

  /// A member one extension of `String` declares, used on a value whose type the file never
  /// names, is taken when the standard library has no member of that name.
  @Test func aStandardTypesOwnMemberIsTakenOnlyWhenTheLibraryLacksIt() {
    let scan = Self.scan([
      (
        "App/Field.swift",
        """
        import UIKit
        @IBDesignable class Field: UITextField {
          func clip() { text = text?.safelyLimitedTo(length: 3); _ = text?.firstIndex(of: "a") }
        }
        """
      ),
      (
        "App/String+Limit.swift",
        "extension String { func safelyLimitedTo(length n: Int) -> String { self } }\n"
      ),
      (
        "App/String+Search.swift",
        "extension String { func firstIndex(of c: Character) -> Int? { nil } }\n"
      ),
    ])
    let slice = DependencySlice.files(roots: ["Field"], scan: scan)
    #expect(Set(slice.paths) == ["App/Field.swift", "App/String+Limit.swift"])
  }

  /// A member of a protocol's extension, used on a framework class that an extension makes
  /// adopt the protocol (`UIColor(hex:)`): the files of the member, the protocol and the
  /// conformance are taken, and a protocol nobody's class adopts is not.
  @Test func aProtocolExtensionMemberOfAFrameworkClassIsTaken() {
    let scan = Self.scan([
      (
        "App/Card.swift",
        """
        import UIKit
        @IBDesignable class Card: UIView {
          override func layoutSubviews() { layer.shadowColor = UIColor(hex: "333333").cgColor }
        }
        """
      ),
      ("App/HexColor.swift", "import UIKit\npublic protocol HexColor: AnyObject {}\n"),
      (
        "App/HexColor+Init.swift",
        """
        import UIKit
        extension HexColor where Self: UIColor {
          init(hex: String) { self.init(white: 0.2, alpha: 1) }
        }
        """
      ),
      ("App/UIColor+Hex.swift", "import UIKit\nextension UIKit.UIColor: HexColor {}\n"),
      (
        "App/Unused.swift",
        """
        protocol Themed {}
        extension Themed { init(hex: Int) { fatalError() } }
        struct Theme: Themed {}
        """
      ),
    ])
    let slice = DependencySlice.files(roots: ["Card"], scan: scan)
    #expect(
      Set(slice.paths) == [
        "App/Card.swift", "App/HexColor.swift", "App/HexColor+Init.swift", "App/UIColor+Hex.swift",
      ])
    #expect(
      scan.files.first { $0.path == "App/UIColor+Hex.swift" }?.symbols.adoptedProtocols == [
        "UIColor": ["HexColor"]
      ])
  }

  /// A member read into a local of the same name (`let rgba = color.rgba`) is still a
  /// reference: the extension declaring it is taken.
  @Test func aMemberReadIntoALocalOfItsNameIsTaken() {
    let scan = Self.scan([
      (
        "App/Tinted.swift",
        """
        import UIKit
        @IBDesignable class Tinted: UIView {
          func apply(_ color: UIColor) { let rgba = color.rgba; alpha = rgba.alpha }
        }
        """
      ),
      (
        "App/UIColor+RGBA.swift",
        "import UIKit\nextension UIColor { var rgba: (red: CGFloat, alpha: CGFloat) { (0, 1) } }\n"
      ),
    ])
    let slice = DependencySlice.files(roots: ["Tinted"], scan: scan)
    #expect(Set(slice.paths) == ["App/Tinted.swift", "App/UIColor+RGBA.swift"])
  }

  /// A subscript one extension of a standard protocol declares with a label is taken where a
  /// file uses the label (`items[safe: 2]`); its uses show no other name.
  @Test func aLabelledSubscriptOfAFrameworkTypeIsTakenByItsLabel() {
    let scan = Self.scan([
      (
        "Kit/Tabs.swift",
        """
        import UIKit
        @IBDesignable class Tabs: UIView {
          var titles = ["A"]
          var checked = 0
          func first() -> String? { titles[safe: checked] }
        }
        """
      ),
      (
        "Kit/Collection+Safe.swift",
        """
        extension Collection {
          subscript(safe index: Index) -> Element? { indices.contains(index) ? self[index] : nil }
        }
        """
      ),
      (
        "Kit/Array+Checked.swift",
        "extension Array { subscript(checked: Int) -> Element? { nil } }\n"
      ),
    ])
    let slice = DependencySlice.files(roots: ["Tabs"], scan: scan)
    #expect(Set(slice.paths) == ["Kit/Tabs.swift", "Kit/Collection+Safe.swift"])
  }
}
