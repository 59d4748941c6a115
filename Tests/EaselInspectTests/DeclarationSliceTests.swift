import Foundation
import Testing

@testable import EaselInspect

/// The top-level declarations a designable needs, from files held in memory: what is kept,
/// what is blanked (lines kept), and when no cut is made.
@Suite struct DeclarationSliceTests {
  static let files: [(path: String, text: String)] = [
    (
      "Lib/Badge.swift",
      """
      import UIKit

      @IBDesignable
      open class Badge: UIView, Roundable {
        @IBInspectable var count: Int = 0 { didSet { label.text = format(count) } }
        let label = UILabel()
        var style: BadgeStyle = .plain
        override open func layoutSubviews() { applyCorners() }
      }
      """
    ),
    (
      "Lib/Roundable.swift",
      """
      import UIKit

      public protocol Roundable {}

      public extension Roundable where Self: UIView {
        func applyCorners() { layer.cornerRadius = bounds.height / 2 }
      }

      public protocol Animating {}

      public extension Animating where Self: UIView {
        func shake() { ExpressionParser().evaluate("1 + 2") }
      }
      """
    ),
    (
      "Lib/Support.swift",
      """
      import Foundation

      /// Formats a count.
      func format(_ n: Int) -> String { n > 99 ? "99+" : String(n) }

      func format(_ d: Double) -> String { String(d) }

      struct ExpressionParser {
        func evaluate(_ text: String) -> Double { 0 }
      }

      let unusedTable = [1, 2, 3]; let alsoUnused = 4

      private func helper() -> Int { 1 }
      """
    ),
    (
      "Lib/Style.swift",
      """
      enum BadgeStyle { case plain, bold }

      extension BadgeStyle: Equatable {}

      private extension BadgeStyle {
        var isBold: Bool { self == .bold }
      }

      func == (a: BadgeStyle, b: BadgeStyle) -> Bool { true }

      struct UnusedStyle { var weight = 1 }

      extension UIColor {
        @IBInspectable var themeName: String { get { "" } set {} }
        static let unusedColor = UIColor.red
      }
      """
    ),
  ]

  static func scan(_ files: [(path: String, text: String)]) -> ScanResult {
    ScanResult(files: files.map { SwiftScanner.scan(source: $0.text, path: $0.path) })
  }

  static func cut(_ files: [(path: String, text: String)], roots: Set<String> = ["Badge"])
    -> DeclarationSlice?
  {
    DeclarationSlice.cut(files: files, roots: roots, scan: scan(files))
  }

  @Test func keepsWhatTheClassNamesAndTheExtensionsItNeedsAndBlanksTheRest() throws {
    let slice = try #require(Self.cut(Self.files))
    #expect(slice.texts["Lib/Badge.swift"] == nil, "nothing left out of the class's own file")
    let roundable = try #require(slice.texts["Lib/Roundable.swift"])
    #expect(roundable.contains("protocol Roundable"))
    #expect(roundable.contains("extension Roundable where Self: UIView"))
    #expect(!roundable.contains("Animating"), "a protocol the class does not adopt: left out")
    let support = try #require(slice.texts["Lib/Support.swift"])
    #expect(support.contains("func format(_ n: Int)"))
    #expect(support.contains("func format(_ d: Double)"), "every overload of a name kept")
    #expect(!support.contains("ExpressionParser"))
    #expect(!support.contains("unusedTable") && !support.contains("alsoUnused"))
    #expect(!support.contains("helper"))
    let style = try #require(slice.texts["Lib/Style.swift"])
    #expect(style.contains("enum BadgeStyle"))
    #expect(style.contains("extension BadgeStyle: Equatable"))
    #expect(style.contains("private extension BadgeStyle"), "private extensions of kept types")
    #expect(style.contains("func == (a: BadgeStyle"), "an operator over a kept type")
    #expect(style.contains("var themeName"), "inspectables added to a framework class")
    #expect(!style.contains("UnusedStyle"))
    #expect(slice.kept < slice.total)
    // Lines and columns stay where they were.
    for (path, text) in Self.files {
      let cut = slice.texts[path] ?? text
      #expect(
        cut.split(separator: "\n", omittingEmptySubsequences: false).count
          == text.split(separator: "\n", omittingEmptySubsequences: false).count)
      #expect(cut.utf8.count == text.utf8.count)
    }
    #expect(support.contains("/// Formats a count."), "comments are left as they are")
  }

  @Test func aPrivateHelperTheClassUsesIsKept() throws {
    var files = Self.files
    files[0].text = files[0].text.replacingOccurrences(
      of: "let label = UILabel()", with: "let label = UILabel()\n  let seed = helper()")
    let slice = try #require(Self.cut(files))
    #expect(slice.texts["Lib/Support.swift"]?.contains("private func helper()") == true)
  }

  @Test func aTypeNestedInAKeptTypeAndItsExtensionsAreKept() throws {
    let files: [(path: String, text: String)] = [
      ("A.swift", "import UIKit\n@IBDesignable class A: UIView { var k: Outer.Kind = .a }\n"),
      (
        "B.swift",
        "enum Outer { enum Kind { case a } }\nextension Outer.Kind { var n: Int { 1 } }\n"
          + "struct Other {}\n"
      ),
    ]
    let slice = try #require(Self.cut(files, roots: ["A"]))
    let b = try #require(slice.texts["B.swift"])
    #expect(b.contains("enum Outer") && b.contains("extension Outer.Kind"))
    #expect(!b.contains("Other"))
  }

  @Test(arguments: [
    // A member looked up by name at run time could be any.
    "import UIKit\n@IBDesignable class A: UIView { func f() { _ = NSSelectorFromString(\"x\") } }\n",
    // An `#if` between a declaration's attributes and its keyword.
    "import UIKit\n@IBDesignable\n#if os(iOS)\nclass A: UIView {}\n#endif\n",
    // Unbalanced braces.
    "import UIKit\n@IBDesignable class A: UIView { func f() {\n",
  ])
  func noCutWhenItCannotBeSound(_ a: String) {
    let files: [(path: String, text: String)] = [("A.swift", a), ("B.swift", "struct B {}\n")]
    #expect(Self.cut(files, roots: ["A"]) == nil)
  }

  /// `socket.perform { … }` runs a closure: no selector is looked up, and the cut is made.
  @Test func aPerformTakingAClosureIsNoLookUp() throws {
    let a =
      "import UIKit\n@IBDesignable class A: UIView { func f(_ s: Socket) { s.perform { } } }\n"
    let files: [(path: String, text: String)] = [("A.swift", a), ("B.swift", "struct B {}\n")]
    let slice = try #require(Self.cut(files, roots: ["A"]))
    #expect(slice.emptied.contains("B.swift"))
  }

  /// A framework type's member named as a standard library or Foundation member is kept only
  /// for a declaration naming the type: `formatter.string(from:)` is DateFormatter's.
  @Test func aLibraryNamedMemberNeedsItsTypeNamed() throws {
    let files: [(path: String, text: String)] = [
      (
        "A.swift",
        "import UIKit\n@IBDesignable class A: UILabel {\n"
          + "  func f(_ d: DateFormatter) { text = d.string(from: Date()) }\n}\n"
      ),
      ("N.swift", "import Foundation\nextension NSNumber { var string: String { \"\" } }\n"),
      (
        "B.swift",
        "import UIKit\n@IBDesignable class B: UILabel {\n"
          + "  func f(_ n: NSNumber) { text = n.string }\n}\n"
      ),
    ]
    let a = try #require(Self.cut(files, roots: ["A"]))
    #expect(a.emptied.contains("N.swift"))
    let b = try #require(Self.cut(files, roots: ["B"]))
    #expect(b.texts["N.swift"] == nil, "B names NSNumber: kept")
  }

  /// Declarations holding an excluded line are left out whatever reaches them; an opaque
  /// file's are not.
  @Test func excludedLinesLeaveTheirDeclarationsOut() throws {
    let files: [(path: String, text: String)] = [
      ("A.swift", "import UIKit\n@IBDesignable class A: UIView { let b = helper() }\n"),
      ("B.swift", "func helper() -> Int { 1 }\nfunc other() -> Int { 2 }\n"),
    ]
    let slice = try #require(
      DeclarationSlice.cut(
        files: files, roots: ["A"], scan: Self.scan(files), opaque: [],
        excluding: ["B.swift": [1]]))
    #expect(slice.emptied.contains("B.swift"))
    let opaque = try #require(
      DeclarationSlice.cut(
        files: files, roots: ["A"], scan: Self.scan(files), opaque: ["B.swift"],
        excluding: ["B.swift": [1]]))
    #expect(opaque.texts["B.swift"] == nil)
    #expect(DeclarationSlice.declares(line: 1, in: "B.swift", of: files))
    #expect(!DeclarationSlice.declares(line: 1, in: "A.swift", of: files), "an import")
  }

  @Test func noCutForARootNoFileDeclares() {
    #expect(Self.cut(Self.files, roots: ["Missing"]) == nil)
  }

  @Test func anOpaqueFileIsKeptWholeAndFollowed() throws {
    let files: [(path: String, text: String)] = [
      ("A.swift", "import UIKit\n@IBDesignable class A: UIView { let b = B() }\n"),
      ("B.swift", "struct B { let c = C() }\nstruct Unused {}\n"),
      ("C.swift", "struct C {}\nstruct D {}\n"),
    ]
    let slice = try #require(
      DeclarationSlice.cut(
        files: files, roots: ["A"], scan: Self.scan(files), opaque: ["B.swift"]))
    #expect(slice.texts["B.swift"] == nil || slice.texts["B.swift"] == files[1].text)
    #expect(slice.texts["C.swift"]?.contains("struct C") == true)
    #expect(slice.texts["C.swift"]?.contains("struct D") == false)
  }

  @Test func topLevelDeclarationsAreToldApart() throws {
    let text = """
      import UIKit
      @objc(Named)
      public final class A: NSObject {
        var x = [1, 2]
      }
      let f: (Int) -> Int = {
        $0 + 1
      }
      infix operator <~: AdditionPrecedence
      #if DEBUG
      func debugOnly() {}
      #endif
      typealias Pair = (Int, Int)
      """
    let decls = try #require(Declaration.split(text, file: 0, path: "A.swift"))
    #expect(
      decls.map(\.kind) == [
        .import, .declaration, .declaration, .declaration, .directive, .declaration, .directive,
        .declaration,
      ])
    #expect(decls[1].names == ["A"])
    #expect(decls[1].lines == 2...5)
    #expect(decls[2].names == ["f"])
    #expect(decls[3].names.contains("<~"))
    #expect(decls[7].names == ["Pair"])
  }
}
