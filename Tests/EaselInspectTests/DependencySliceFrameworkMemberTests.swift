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
}
