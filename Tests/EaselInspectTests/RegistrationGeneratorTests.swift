import Testing

@testable import EaselInspect

@Suite("Generated registration text")
struct RegistrationGeneratorTests {
  static func generate(_ source: String, functionName: String = "easelDesignables") -> String {
    generateRegistration(
      for: ScanResult(files: [SwiftScanner.scan(source: source, path: "A.swift")]),
      functionName: functionName)
  }

  @Test func rainbowEntries() {
    let text = Self.generate(SeedSources.rainbow)
    #expect(text.contains("import UIKit\n"))
    #expect(text.contains("@MainActor\nfunc easelDesignables() -> KeyValueTable {"))
    #expect(
      text.contains(
        #"table.add([DesignableClass(name: "Rainbow", type: Rainbow.self, isDesignable: true, makeWithFrame: { Rainbow(frame: $0) }, make: { Rainbow(coder: $0) })])"#
      ))
    #expect(
      text.contains(
        """
            _easelEntry(
              Rainbow.self, "firstColor", .color, isInspectable: true,
              defaultValue: nil, _easelGet_0, _easelSet_0)
        """))
    // One getter and one setter for all of Rainbow's keys, a case per key.
    #expect(text.contains("guard let o = object as? Rainbow else { return nil }\n  switch key {\n"))
    #expect(text.contains(#"  case "firstColor": return _EaselKVC.value(o.firstColor)"#))
    #expect(
      text.contains(
        #"  case "firstColor": o.firstColor = try _EaselKVC.convert(value, key: "firstColor")"#))
    #expect(text.components(separatedBy: "private func _easelGet_").count == 2)
    #expect(!text.contains("as!") && !text.contains("try!") && !text.contains("fatalError"))
  }

  /// A compiler error in a key's case is blamed on that key's declaration, as it was in the
  /// statement that added it (`RegistrationSource.declaration(forLine:in:)`).
  @Test func everyCaseNamesItsDeclaration() {
    let text = Self.generate(
      "class A: UIView {\n  @IBInspectable var x: Int = 0\n  @IBInspectable var y: Int = 0\n}")
    let lines = text.components(separatedBy: "\n")
    for (key, line) in [("x", 2), ("y", 3)] {
      let cases = lines.indices.filter { lines[$0].hasPrefix("  case \"\(key)\":") }
      #expect(cases.count == 2, "a getter and a setter case for \(key)")
      for i in cases {
        let blamed = RegistrationSource.declaration(forLine: i + 1, in: text)
        #expect(
          blamed?.file == "A.swift" && blamed?.line == line, "\(key): \(String(describing: blamed))"
        )
      }
    }
  }

  @Test func functionNameIsConfigurable() {
    #expect(
      Self.generate("", functionName: "registerAll").contains("func registerAll() -> KeyValueTable")
    )
  }

  @Test func conditionsAreRepeated() {
    let text = Self.generate(
      "#if canImport(UIKit)\nclass A: UIView {\n#if DEBUG\n@IBInspectable var x: Int = 0\n#endif\n}\n#endif"
    )
    #expect(text.contains("#if (canImport(UIKit))\n  table.add([DesignableClass(name: \"A\""))
    #expect(text.contains("#if (canImport(UIKit)) && DEBUG\n  table.add([\n"))
    // The accessors sit under the conditions their entries share, each case under its own.
    #expect(text.contains("#if (canImport(UIKit)) && DEBUG\n@MainActor\nprivate func _easelGet_0("))
    #expect(
      text.contains(
        "#if (canImport(UIKit)) && DEBUG\n  case \"x\": return _EaselKVC.value(o.x)\n#endif\n"))
  }

  @Test func unavailableCoderInitMakesNothing() {
    let text = Self.generate(
      "class A: UIView {\n  @available(*, unavailable)\n  required init?(coder: NSCoder) { fatalError() }\n}"
    )
    #expect(
      text.contains(
        #"DesignableClass(name: "A", type: A.self, isDesignable: false, makeWithFrame: nil, make: { _ in nil })"#
      ))
  }

  /// Interface Builder makes designables with `init(frame:)`; Swift inherits it only while a
  /// class declares no designated initializer of its own.
  @Test(arguments: [
    ("@IBDesignable class A: UIView {}", true),
    (
      "@IBDesignable class A: UIView { override init(frame: CGRect) { super.init(frame: frame) }\n required init?(coder: NSCoder) { super.init(coder: coder) } }",
      true
    ),
    (
      "@IBDesignable class A: UIView { required init?(coder: NSCoder) { super.init(coder: coder) } }",
      false
    ),
    (
      "@IBDesignable class A: UIView { convenience init(color: Int) { self.init(frame: .zero) } }",
      true
    ),
    (
      "class B: UIView { init(x: Int) { super.init(frame: .zero) }\n required init?(coder: NSCoder) { nil } }\n@IBDesignable class A: B {}",
      false
    ),
    ("@IBDesignable class A: UIViewController {}", false),
    // `UICollectionView`'s `init(frame:)` is a convenience initializer (its header's
    // designated ones leave `-initWithFrame:` out), kept by a subclass that overrides both
    // designated ones (MRCalendar), lost by one that declares another.
    ("@IBDesignable class A: UICollectionView {}", true),
    (
      "@IBDesignable class A: UICollectionView { override init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { super.init(frame: frame, collectionViewLayout: layout) }\n required init?(coder: NSCoder) { super.init(coder: coder) } }",
      true
    ),
    (
      "@IBDesignable class A: UICollectionView { required init?(coder: NSCoder) { super.init(coder: coder) } }",
      false
    ),
  ])
  func frameInitializerFollowsSwiftsInheritance(source: String, available: Bool) {
    let text = Self.generate(source)
    #expect(text.contains(#"name: "A", type: A.self, isDesignable: "#))
    #expect(text.contains(#"makeWithFrame: { A(frame: $0) }"#) == available, "\(text)")
  }

  @Test(arguments: [
    ("@IBInspectable var n: Int = -3", ".number(-3.0)"),
    ("@IBInspectable var n: CGFloat = 1_000.5", ".number(1000.5)"),
    ("@IBInspectable var b: Bool = true", ".bool(true)"),
    ("@IBInspectable var s: String = \"hi\"", ".string(\"hi\")"),
    ("@IBInspectable var s: String? = nil", ".null"),
    ("@IBInspectable var s: String = \"\\(x)\"", "nil"),
    ("@IBInspectable var c: UIColor = .red", "nil"),
  ])
  func defaultValues(_ declaration: String, _ expected: String) {
    let text = Self.generate("class A: UIView {\n  \(declaration)\n}")
    #expect(text.contains("defaultValue: \(expected),"))
  }

  @Test func readOnlyEntriesThrowOnSet() {
    let text = Self.generate("class A: UIView {\n  @IBInspectable var g: Int { 1 }\n}")
    // No case in the setter: its `default` throws `undefinedKey`.
    #expect(text.contains(#"  case "g": return _EaselKVC.value(o.g)"#))
    #expect(!text.contains(#"  case "g": o.g ="#))
    #expect(text.contains("  default: throw _EaselKVC.undefined(key, object)\n"))
  }

  /// UIKit makes the receiver's own class when it copies (`-copyWithZone:` of layout
  /// attributes) and `NSClassFromString` finds it: the registration gives the runtime a
  /// factory for each `NSObject` subclass, or subclass of a class UIKit copies by making the
  /// receiver's class, that has an `init()` other files reach — not a view, which UIKit never
  /// copies, nor an immutable class, whose copy is itself.
  @Test(arguments: [
    ("class A: UICollectionViewLayoutAttributes {\n  var position: CGFloat = 0\n}", true),
    ("class A: NSObject {}", true),
    ("class A: CABasicAnimation {}", true),
    ("class A: UIBezierPath {}", true),
    ("class A: NSMutableParagraphStyle {}", false),
    ("class A: UIColor {}", false),
    ("class A: UIInterpolatingMotionEffect {}", false),
    ("class A: UICollectionViewLayoutAttributes {\n  init(p: Int) { super.init() }\n}", false),
    ("class A: UICollectionViewLayoutAttributes {\n  private override init() {}\n}", false),
    ("private class A: UICollectionViewLayoutAttributes {}", false),
    ("class A<T>: UICollectionViewLayoutAttributes {}", false),
    ("class A: UIView {}", false),
  ])
  func classFactories(source: String, registered: Bool) {
    let text = Self.generate(source)
    #expect(
      text.contains("  table.add(factory: ClassFactory(A.self) { A() })\n") == registered, "\(text)")
  }

  @Test func factoryOfASubclassOfAScannedClassUnderItsConditions() {
    let text = Self.generate(
      "class A: UICollectionViewLayoutAttributes {}\n#if DEBUG\nclass B: A {}\n#endif")
    #expect(text.contains("  table.add(factory: ClassFactory(A.self) { A() })\n"), "\(text)")
    #expect(text.contains("#if DEBUG\n  table.add(factory: ClassFactory(B.self) { B() })\n#endif"))
  }
}
