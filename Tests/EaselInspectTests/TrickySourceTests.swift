import EaselDiagnostics
import Testing

@testable import EaselInspect

@Suite("Scanning tricky Swift")
struct TrickySourceTests {
  static let gauge = SwiftScanner.scan(source: TrickySources.gauge, path: "Gauge.swift")

  static func property(_ name: String) -> ScannedProperty? {
    (gauge.classes.flatMap(\.properties) + gauge.extensions.flatMap(\.properties))
      .first { $0.name == name }
  }

  @Test func commentsAndStringsHideNothing() {
    let names = Set(Self.gauge.classes.flatMap(\.properties).map(\.name))
    for hidden in ["fake", "inString", "inRaw"] { #expect(!names.contains(hidden)) }
    let classes = Self.gauge.classes.map(\.qualifiedName)
    #expect(classes == ["Gauge", "Theme.Swatch", "Box", "Fancy", "Tinted", "Gauge.Base"])
  }

  @Test func classHeaders() throws {
    let gauge = try #require(Self.gauge.classes.first)
    #expect(gauge.isDesignable && gauge.isFinal && gauge.access == .public)
    let byName = Dictionary(uniqueKeysWithValues: Self.gauge.classes.map { ($0.qualifiedName, $0) })
    #expect(byName["Box"]?.isGeneric == true)
    #expect(byName["Theme.Swatch"]?.name == "Swatch")
    #expect(byName["Fancy"]?.objcName == "FancyButton")
    #expect(byName["Fancy"]?.isCoderInitUnavailable == true)
    #expect(byName["Tinted"]?.superclassName == "Gauge.Base")
  }

  @Test(
    arguments: [
      // name, type as written or inferred, kind, optional, storage, setter, default
      ("count", "Int", InspectableKind.int, false, PropertyStorage.stored, true, "3"),
      ("ratio", "Double", .double, false, .stored, true, "0.5"),
      ("tint", "UIColor!", .color, true, .stored, true, nil),
      ("title", "String", .string, false, .stored, true, "\"Gauge\""),
      ("origin", "CGPoint", .point, false, .stored, true, ".zero"),
      ("size", "CGSize", .size, false, .stored, true, "CGSize(width: 1, height: 2)"),
      ("frameRect", "CGRect", .rect, false, .stored, true, "CGRect.zero"),
      ("span", "NSRange", .range, false, .stored, true, "NSRange(location: 0, length: 1)"),
      ("alphaLevel", "Float", .float, false, .stored, true, "1"),
      ("small", "UInt8", .int, false, .stored, true, "0"),
      ("isOn", "Bool", .bool, false, .observed, true, "false"),
      ("cornerRadius", "CGFloat", .cgFloat, false, .observed, true, "0"),
      ("spacing", "CGFloat", .cgFloat, false, .stored, true, "CGFloat(2)"),
      ("first", "Int", .int, false, .stored, true, "0"),
      ("second", "Int", .int, false, .stored, true, "1"),
      ("badge", "UIImage?", .image, true, .stored, true, "nil"),
      ("borderWidth", "CGFloat", .cgFloat, false, .computed, true, nil),
    ] as [(String, String, InspectableKind, Bool, PropertyStorage, Bool, String?)])
  func properties(
    _ name: String, _ type: String, _ kind: InspectableKind, _ optional: Bool,
    _ storage: PropertyStorage, _ setter: Bool, _ value: String?
  ) throws {
    let p = try #require(Self.property(name))
    #expect(p.typeText == type)
    #expect(p.kind == kind)
    #expect(p.isOptional == optional)
    #expect(p.storage == storage)
    #expect(p.hasSetter == setter)
    #expect(p.defaultExpression == value)
    #expect(p.isInspectable)
  }

  @Test func accessAndConditions() throws {
    #expect(Self.property("locked")?.setterAccess == .private)
    #expect(Self.property("hidden")?.access == .private)
    #expect(Self.property("title")?.access == .public)
    #expect(Self.property("designOnly")?.conditions == ["TARGET_INTERFACE_BUILDER"])
    #expect(Self.property("runtimeOnly")?.conditions == ["!TARGET_INTERFACE_BUILDER"])
    let objcOnly = try #require(Self.property("objcOnly"))
    #expect(!objcOnly.isInspectable)
    #expect(Self.property("plain") == nil)
    #expect(Self.property("local") == nil)  // in a class local to a method
  }

  @Test func multipleBindingsShareTheAnnotation() {
    let scan = SwiftScanner.scan(
      source:
        "class A: UIView {\n  @IBInspectable var a, b: Int\n  @IBInspectable var c = 1, d: CGFloat = 2\n}",
      path: "A.swift")
    let props = scan.classes.first?.properties ?? []
    #expect(props.map(\.name) == ["a", "b", "c", "d"])
    #expect(props.map(\.typeText) == ["Int", "Int", "Int", "CGFloat"])
  }

  @Test func attributesInAnyOrderAndOnTheirOwnLines() {
    let source = """
      @IBDesignable
      @available(iOS 13.0, *)
      public
      final class A: UIKit.UIView, Codable {
        @objc
        @IBInspectable
        public private(set) var x: CGFloat = 1
        @IBInspectable @objc var y: Bool = true
      }
      """
    let c = SwiftScanner.scan(source: source, path: "A.swift").classes.first
    #expect(c?.isDesignable == true && c?.superclassName == "UIView")
    #expect(c?.inheritedTypes == ["UIKit.UIView", "Codable"])
    #expect(c?.properties.map(\.name) == ["x", "y"])
    #expect(c?.properties.first?.setterAccess == .private)
  }

  @Test func nestedConditionsCombine() {
    let source = """
      #if os(iOS)
      #if DEBUG
      #elseif canImport(UIKit)
      class A: UIView {}
      #else
      class B: UIView {}
      #endif
      #endif
      """
    let classes = SwiftScanner.scan(source: source, path: "A.swift").classes
    #expect(
      classes.map(\.conditions) == [
        ["(os(iOS))", "!DEBUG", "(canImport(UIKit))"],
        ["(os(iOS))", "!DEBUG", "!(canImport(UIKit))"],
      ])
  }

  @Test func unbalancedBranchesDoNotDerailTheRest() {
    let source = """
      #if TARGET_INTERFACE_BUILDER
      class A: UIView {
      #else
      class A: UIButton {
      #endif
        @IBInspectable var x: Int = 0
      }
      class B: UIView {}
      """
    let classes = SwiftScanner.scan(source: source, path: "A.swift").classes
    #expect(classes.map(\.qualifiedName) == ["A", "A", "B"])
    #expect(classes[1].properties.map(\.name) == ["x"])
  }

  @Test func genericsAndWhereClauses() {
    let source = """
      struct Wrapper<T> { class Inner: UIView {} }
      class Plain: UIView where Never: Any {
        func f<U: Equatable>(_ u: U) -> [U] where U: Hashable { [u] }
        @IBInspectable var z: Int = 0
      }
      """
    let classes = SwiftScanner.scan(source: source, path: "A.swift").classes
    #expect(classes.map(\.qualifiedName) == ["Wrapper.Inner", "Plain"])
    #expect(classes.map(\.isGeneric) == [true, false])
    #expect(classes[1].properties.map(\.name) == ["z"])
  }

  /// A scoped import's kind word (`import class UIKit.UIView`) declares nothing: read as a
  /// class named `UIKit`, it hid the file's real designable.
  @Test func scopedImportsDeclareNoClass() throws {
    let scan = SwiftScanner.scan(
      source: """
        import class UIKit.UIView.UIView
        import enum UIKit.UIView.UISemanticContentAttribute
        @IBDesignable public class Segments: UIView {}
        """, path: "Segments.swift")
    #expect(scan.classes.map(\.qualifiedName) == ["Segments"])
    #expect(try #require(scan.classes.first).isDesignable)
  }
}
