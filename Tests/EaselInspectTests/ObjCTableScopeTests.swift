import Testing

@testable import EaselInspect

/// Which members the selector tables list, from the code the agent compiles.
@Suite("Selector tables listing only what can be looked up")
struct ObjCTableScopeTests {
  /// A designable with one member of each kind the tables may or may not need.
  static let panel = """
    import UIKit

    @IBDesignable class Panel: UIView {
      @IBInspectable var fill: UIColor? { didSet { backgroundColor = fill } }
      @IBOutlet weak var title: UILabel?
      @objc var detail: UIView?
      @objc(isLit) var lit: Bool = false
      @objc func setTheme(_ color: UIColor) { backgroundColor = color }
      @objc func badge() -> UIView? { nil }
      @objc func tapped(_ sender: Any) {}
      @objc func refresh() {}
      @objc class var shared: Panel { Panel() }
      override func layoutSubviews() { super.layoutSubviews() }
    }
    """

  static func listed(_ other: String, compiling: Bool = true) -> [String] {
    let files = [
      SwiftScanner.scan(source: panel, path: "Panel.swift"),
      SwiftScanner.scan(source: other, path: "Other.swift"),
    ]
    let scan = ScanResult(files: files)
    let scope = ObjCTableScope(
      compiling: compiling ? files : [files[0]], plan: scan.plan)
    return scan.plan.objcOwners.flatMap { o in o.members.filter(scope.lists).map(\.selector) }
  }

  /// With no selector or key in the code, only what Easel's key-value coding reaches and no
  /// key-value entry answers: an outlet, a property of a type no entry takes, a property
  /// under another Objective-C name, a `set<Key>:` method, a getter-shaped method.
  @Test func withoutLookupsOnlyWhatKeyValueCodingReaches() {
    #expect(
      Self.listed("let x = 1")
        == ["title", "detail", "isLit", "setTheme:", "badge"])
  }

  @Test func membersTheCodeNamesAreListed() {
    let listed = Self.listed(
      """
      func f(_ p: Panel) {
        p.addTarget(p, action: #selector(Panel.tapped(_:)), for: .touchUpInside)
        _ = Panel.responds(to: NSSelectorFromString("shared"))
        _ = p.value(forKey: "fill")
      }
      """)
    #expect(listed.contains("tapped:") && listed.contains("shared") && listed.contains("fill"))
    #expect(!listed.contains("refresh") && !listed.contains("layoutSubviews"))
  }

  /// A flow layout's delegate methods, which the façade asks for by selector when the
  /// delegate does not declare `UICollectionViewDelegateFlowLayout` (as UIKit asks by
  /// `respondsToSelector:`), are always listed, though no code names them: they were left
  /// out, so the collection view found no inset and set RDNumberPicker's items at the edge.
  @Test func aFlowLayoutsDelegateMethodsAreListed() {
    let picker = """
      import UIKit

      @IBDesignable class Picker: UIView, UICollectionViewDelegate {
        @objc(collectionView:layout:insetForSectionAtIndex:)
        func collectionView(
          _ collectionView: UICollectionView, layout: UICollectionViewLayout,
          insetForSectionAt section: Int
        ) -> UIEdgeInsets { .zero }
        @objc(collectionView:layout:sizeForItemAtIndexPath:)
        func collectionView(
          _ collectionView: UICollectionView, layout: UICollectionViewLayout,
          sizeForItemAt indexPath: IndexPath
        ) -> CGSize { .zero }
        @objc(collectionView:didSelectItemAtIndexPath:)
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
      }
      """
    let listed = Self.listed(picker)
    #expect(listed.contains("collectionView:layout:insetForSectionAtIndex:"), "\(listed)")
    #expect(listed.contains("collectionView:layout:sizeForItemAtIndexPath:"), "\(listed)")
    #expect(!listed.contains("collectionView:didSelectItemAtIndexPath:"), "\(listed)")
  }

  /// A literal key names the accessors key-value coding tries for it.
  @Test func aKeyNamesItsAccessors() {
    #expect(Self.listed(#"let k = "refresh""#).contains("refresh"))
    #expect(Self.listed(#"let k = "panel.refresh""#).contains("refresh"))
    #expect(Self.listed(#"let a: Selector = "tapped:""#).contains("tapped:"))
  }

  @Test func aNameMadeAtRunTimeListsEveryMember() {
    let every = Self.listed(
      "func f(_ p: Panel, _ name: String) { p.perform(NSSelectorFromString(name)) }")
    #expect(every.count == 10)
    #expect(every.contains("layoutSubviews") && every.contains("refresh"))
  }

  /// Only compiled code counts: a file left out of the agent makes no name.
  @Test func filesNotCompiledDoNotCount() {
    let listed = Self.listed(
      "func f(_ name: String) { _ = NSSelectorFromString(name) }", compiling: false)
    #expect(!listed.contains("refresh"))
  }

  @Test func theGeneratedTextFollowsTheScope() throws {
    let files = [SwiftScanner.scan(source: Self.panel, path: "Panel.swift")]
    let scan = ScanResult(files: files)
    let scope = ObjCTableScope(compiling: files, plan: scan.plan)
    let table = try #require(sameFileSelectors(in: "Panel.swift", for: scan.plan, listing: scope))
    #expect(table.contains("selector: \"setTheme:\""))
    #expect(!table.contains("selector: \"refresh\"") && !table.contains("selector: \"fill\""))
    let registration = generateRegistration(for: scan, objcScope: scope)
    #expect(
      registration.contains(
        "// Objective-C members listed: Panel.title Panel.detail Panel.isLit Panel.setTheme: Panel.badge\n"
      ))
    #expect(registration.contains("table.add(methods: \(selectorFunction(for: "Panel.swift"))())"))
    #expect(
      generateRegistration(for: scan).contains(
        "// Objective-C members listed: every member Objective-C sees\n"))
  }

  /// A file whose members none can look up gets no table, and the registration adds none.
  @Test func aFileWithNothingListedGetsNoTable() {
    let source = """
      import UIKit

      @IBDesignable class Ring: UIView {
        @IBInspectable var width: CGFloat = 1
        override func draw(_ rect: CGRect) {}
      }
      """
    let files = [SwiftScanner.scan(source: source, path: "Ring.swift")]
    let scan = ScanResult(files: files)
    let scope = ObjCTableScope(compiling: files, plan: scan.plan)
    #expect(sameFileSelectors(in: "Ring.swift", for: scan.plan, listing: scope) == nil)
    #expect(sameFileSelectors(in: "Ring.swift", for: scan.plan) != nil)
    #expect(!generateRegistration(for: scan, objcScope: scope).contains("table.add(methods:"))
  }
}
