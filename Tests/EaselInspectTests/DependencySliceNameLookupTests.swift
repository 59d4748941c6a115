import Testing

@testable import EaselInspect

/// The slice finds the declaration a name means as Swift's lookup finds it.
@Suite struct DependencySliceNameLookupTests {
  static func scan(_ files: [(String, String)]) -> ScanResult {
    ScanResult(files: files.map { SwiftScanner.scan(source: $0.1, path: $0.0) })
  }

  /// RxSwift's `AddRef.swift` subclasses the file-scope class `Sink`, and `Amb.swift` nests a
  /// `typealias Sink` in `AmbObserver`: outside `AmbObserver` an unqualified `Sink` is the
  /// class, so the class's file is taken whichever file is taken first.
  @Test func aNestedTypeDoesNotHideAFileScopeTypeOfItsName() {
    let kit = Self.scan([
      ("Rx/Sink.swift", "class Sink<O> { init(observer: O) {} }\n"),
      (
        "Rx/Amb.swift",
        "final class AmbObserver { typealias Sink = (Int) -> Void\n  var sink: Sink?\n}\n"
      ),
      ("Rx/AddRef.swift", "final class AddRefSink<O>: Sink<O> {}\n"),
    ])
    let app = SwiftScanner.scan(
      source: """
        import Rx
        @IBDesignable class Card: UIView {
          let a = AmbObserver()
          let b = AddRefSink<Int>(observer: 1)
        }
        """, path: "App/Card.swift")
    let slice = DependencySlice.files(importedBy: [app], scan: kit)
    #expect(Set(slice.paths) == ["Rx/Sink.swift", "Rx/Amb.swift", "Rx/AddRef.swift"])
    // Within its own module too.
    let own = Self.scan([
      ("Kit/Sink.swift", "class Sink<O> { init(observer: O) {} }\n"),
      ("Kit/Amb.swift", "final class AmbObserver { typealias Sink = (Int) -> Void }\n"),
      ("Kit/AddRef.swift", "final class AddRefSink<O>: Sink<O> {}\n"),
      (
        "Kit/Card.swift",
        "import UIKit\n@IBDesignable class Card: UIView {\n  let a = AmbObserver()\n  let b = AddRefSink<Int>(observer: 1)\n}\n"
      ),
    ])
    #expect(DependencySlice.files(roots: ["Card"], scan: own).paths.contains("Kit/Sink.swift"))
  }

  /// A nested type no file-scope declaration hides is still found by its simple name (a
  /// subclass naming its superclass's nested type).
  @Test func aNestedTypeIsFoundWhenNothingHidesIt() {
    let scan = Self.scan([
      ("Kit/Base.swift", "import UIKit\nclass Base: UIView { enum Style { case plain } }\n"),
      (
        "Kit/Card.swift",
        "import UIKit\n@IBDesignable class Card: UIView { var style: Style = .plain }\n"
      ),
    ])
    #expect(DependencySlice.files(roots: ["Card"], scan: scan).paths.contains("Kit/Base.swift"))
  }

  /// SnapKit declares `typealias ConstraintView = UIView` under `#if os(iOS)` (`NSView`
  /// otherwise) and gives it `snp` in an extension: an extension of an alias extends the
  /// type it names, as iOS compiles it, so a file calling `snp` on a `UIActivityIndicatorView`
  /// (a UIView) takes the extension and the alias's file; the layout guide's `snp` stays out.
  @Test func anExtensionOfATypeAliasExtendsTheAliasedTypeAsIOSCompilesIt() {
    let kit = Self.scan([
      (
        "SnapKit/ConstraintView.swift",
        """
        #if os(iOS) || os(tvOS)
          import UIKit
        #else
          import AppKit
        #endif
        #if os(iOS) || os(tvOS)
          public typealias ConstraintView = UIView
        #else
          public typealias ConstraintView = NSView
        #endif
        """
      ),
      (
        "SnapKit/ConstraintView+Extensions.swift",
        "public extension ConstraintView {\n  var snp: ConstraintViewDSL { ConstraintViewDSL(view: self) }\n}\n"
      ),
      (
        "SnapKit/ConstraintViewDSL.swift",
        "public struct ConstraintViewDSL { let view: ConstraintView }\n"
      ),
      (
        "SnapKit/ConstraintLayoutGuide.swift",
        "#if os(iOS)\n  public typealias ConstraintLayoutGuide = UILayoutGuide\n#endif\n"
      ),
      (
        "SnapKit/ConstraintLayoutGuide+Extensions.swift",
        "public extension ConstraintLayoutGuide {\n  var snp: Int { 0 }\n}\n"
      ),
    ])
    #expect(kit.files[0].symbols.typeAliases == ["ConstraintView": "UIView"])
    let app = SwiftScanner.scan(
      source: """
        import UIKit
        import SnapKit
        @IBDesignable class TableView: UITableView {
          let spinner = UIActivityIndicatorView()
          func makeUI() { _ = spinner.snp }
        }
        """, path: "App/TableView.swift")
    let slice = DependencySlice.files(importedBy: [app], scan: kit)
    #expect(
      Set(slice.paths) == [
        "SnapKit/ConstraintView+Extensions.swift", "SnapKit/ConstraintView.swift",
        "SnapKit/ConstraintViewDSL.swift",
      ])
  }
  /// Overloads of one member spread over the files of a folder (RxSwift's
  /// `Disposables.create`, one in each disposable's file) are all taken, whichever a file
  /// needs first; a copy of one in another folder (a demo app's) is still left out.
  @Test func everyOverloadOfAMemberInItsFolderIsTaken() {
    let files = [
      ("Rx/Disposables.swift", "public struct Disposables { private init() {} }\n"),
      (
        "Rx/NopDisposable.swift",
        "struct NopDisposable {}\nextension Disposables {\n"
          + "  public static func create() -> NopDisposable { NopDisposable() }\n}\n"
      ),
      (
        "Rx/BinaryDisposable.swift",
        "final class BinaryDisposable { init(_ a: Int, _ b: Int) {} }\nextension Disposables {\n"
          + "  public static func create(_ a: Int, _ b: Int) -> BinaryDisposable {\n"
          + "    BinaryDisposable(a, b)\n  }\n}\n"
      ),
      (
        "Demo/NopDisposable.swift",
        "struct NopDisposable {}\nextension Disposables {\n"
          + "  public static func create() -> NopDisposable { NopDisposable() }\n}\n"
      ),
      (
        "Rx/View.swift",
        "import UIKit\n@IBDesignable class View: UIView {\n"
          + "  let a = Disposables.create()\n  let b = Disposables.create(1, 2)\n}\n"
      ),
      (
        "Rx/Pair.swift",
        "import UIKit\n@IBDesignable class Pair: UIView {\n"
          + "  let pair = BinaryDisposable(1, 2)\n  let nop = Disposables.create()\n}\n"
      ),
    ]
    let scan = ScanResult(files: files.map { SwiftScanner.scan(source: $0.1, path: $0.0) })
    #expect(
      DependencySlice.files(roots: ["View"], scan: scan).paths.sorted() == [
        "Rx/BinaryDisposable.swift", "Rx/Disposables.swift", "Rx/NopDisposable.swift",
        "Rx/View.swift",
      ])
    // The file taken by its class first does not keep out its folder's other overload.
    #expect(
      DependencySlice.files(roots: ["Pair"], scan: scan).paths.sorted() == [
        "Rx/BinaryDisposable.swift", "Rx/Disposables.swift", "Rx/NopDisposable.swift",
        "Rx/Pair.swift",
      ])
  }

  /// Implementations of a standard operator (`==`, `+`) for each of a module's types are
  /// overloads, told apart by their types, not copies of one declaration: every file declaring
  /// one is taken when its type is needed (SnapKit's `==` for `ConstraintItem`,
  /// `LayoutConstraint` and `ConstraintAttributes`, each in its own file, spent:
  /// ozcanakkoca3401/BookMark's SnapKit was built without the last two).
  @Test func operatorImplementationsForEachTypeAreNotCopies() {
    let kit = Self.scan([
      (
        "Kit/Item.swift",
        "public final class Item { var attributes = Attributes() }\n"
          + "public func ==(l: Item, r: Item) -> Bool { l === r }\n"
      ),
      (
        "Kit/Attributes.swift",
        "struct Attributes: OptionSet { let rawValue: Int = 0 }\n"
          + "func + (l: Attributes, r: Attributes) -> Attributes { l }\n"
          + "func ==(l: Attributes, r: Attributes) -> Bool { true }\n"
      ),
      (
        "Kit/Constraint.swift",
        "public class Constraint { let item = Item()\n  var made: [LayoutConstraint] = [] }\n"
      ),
      (
        "Kit/LayoutConstraint.swift",
        "public class LayoutConstraint: NSLayoutConstraint {}\n"
          + "func ==(l: LayoutConstraint, r: LayoutConstraint) -> Bool { true }\n"
      ),
    ])
    let app = SwiftScanner.scan(
      source: "import Kit\n@IBDesignable class Card: UIView { let c = Constraint() }\n",
      path: "App/Card.swift")
    let slice = DependencySlice.files(importedBy: [app], scan: kit)
    #expect(
      Set(slice.paths) == [
        "Kit/Item.swift", "Kit/Attributes.swift", "Kit/Constraint.swift",
        "Kit/LayoutConstraint.swift",
      ])
  }
}
