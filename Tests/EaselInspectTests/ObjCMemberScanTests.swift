import Testing

@testable import EaselInspect

/// Which members the scan finds Objective-C sees, and the selectors Swift gives them.
@Suite("Members Objective-C sees")
struct ObjCMemberScanTests {
  static func members(_ source: String) -> [ObjCMember] {
    let scan = SwiftScanner.scan(source: source, path: "F.swift")
    return scan.classes.flatMap(\.objcMembers) + scan.extensions.flatMap(\.objcMembers)
  }

  @Test(arguments: [
    ("@objc func tap() {}", "tap"),
    ("@objc func tap(_ sender: Any) {}", "tap:"),
    ("@objc func tap(sender: Any) {}", "tapWithSender:"),
    ("@objc func move(to p: CGPoint) {}", "moveTo:"),
    ("@objc func f(_ a: Int, forEvent e: UIEvent?) {}", "f:forEvent:"),
    ("@objc func f(_ a: Int, _ b: Int) {}", "f::"),
    ("@objc(handleTap:) func tapped(_ s: Any) {}", "handleTap:"),
    ("@IBAction func done(_ sender: UIButton) {}", "done:"),
    ("dynamic func spin() {}", "spin"),
    ("override func layoutSubviews() {}", "layoutSubviews"),
    ("@objc private func hidden() {}", "hidden"),
    ("@objc class func make() -> Panel { Panel() }", "make"),
  ])
  func methodSelectors(declaration: String, selector: String) throws {
    let found = Self.members("class Panel: UIView {\n  \(declaration)\n}")
    #expect(found.map(\.selector) == [selector])
  }

  @Test(arguments: [
    "func plain() {}", "@nonobjc @objc func f() {}", "@objc func load() throws {}",
    "@objc func fetch() async {}", "@objc func g<T>(_ t: T) {}", "@objc func h(_ x: inout Int) {}",
    "@objc func v(_ xs: Int...) {}", "@objc init(x: Int) {}",
  ])
  func membersObjectiveCCannotCallAreLeftOut(declaration: String) {
    #expect(Self.members("class Panel: UIView {\n  \(declaration)\n}").isEmpty)
  }

  @Test func propertiesHaveGetterAndSetter() throws {
    let found = Self.members(
      """
      extension UIView {
        @objc var themeColor: UIColor? { get { nil } set {} }
        @objc var count: Int { 3 }
        @IBInspectable var radius: CGFloat = 0
        @objc class var shared: UIView { UIView() }
      }
      """)
    #expect(found.map(\.selector) == ["themeColor", "count", "radius", "shared"])
    #expect(found.map(\.isSettable) == [true, false, true, false])
    #expect(found[0].setterSelector == "setThemeColor:")
    #expect(found[0].propertyType == "UIColor?")
    #expect(found.map(\.isStatic) == [false, false, false, true])
  }

  /// A property `@objc(name)` renames is set, and keyed, by its Objective-C name, as the
  /// runtime names its accessors (`valueBold`, `setValueBold:`).
  @Test func aRenamedPropertyIsSetByItsObjectiveCName() throws {
    let found = Self.members(
      """
      extension UIView {
        @objc(valueBold) var isValueBold: Bool { get { false } set {} }
      }
      """)
    #expect(found.map(\.selector) == ["valueBold"])
    #expect(found.first?.setterSelector == "setValueBold:")
    #expect(found.first?.settableKey == "valueBold")
  }

  @Test func objcMembersClassExposesEveryMember() {
    let found = Self.members(
      """
      @objcMembers class Model: NSObject {
        var name = ""
        func reload(animated: Bool) {}
      }
      """)
    #expect(found.map(\.selector) == ["name", "reloadWithAnimated:"])
  }

  @Test func signaturesKeepTypesAndResult() throws {
    let found = Self.members(
      "class A: UIView {\n  @objc func f(_ a: UIColor!, b: @escaping () -> Void = {}) -> [String: Int]? { nil }\n}"
    )
    let m = try #require(found.first)
    #expect(m.labels == ["_", "b"])
    #expect(m.parameterTypes == ["UIColor!", "@escaping () -> Void"])
    #expect(m.resultType == "[String: Int]?")
  }

  /// Members Swift 3's `@objc` inference alone exposes are kept apart
  /// (`swift3ObjCMembers`), for a target whose "Swift 3 @objc Inference" is `On`: an
  /// extension's `static var`, a class's plain method; never a `private`, `fileprivate` or
  /// `@nonobjc` one.
  @Test func membersOnlySwift3InferenceExposesAreKeptApart() {
    let scan = SwiftScanner.scan(
      source: """
        extension UIColor {
          static var primaryText: UIColor { .gray }
          private static var hidden: UIColor { .red }
        }
        class Panel: UIView {
          func setup() {}
          @objc func shown() {}
          fileprivate func helper() {}
          @nonobjc func swiftOnly() {}
        }
        """, path: "F.swift")
    #expect(scan.extensions.flatMap(\.objcMembers).isEmpty)
    let inferred = scan.extensions.flatMap(\.swift3ObjCMembers)
    #expect(inferred.map(\.selector) == ["primaryText"])
    #expect(inferred.map(\.isStatic) == [true])
    #expect(scan.classes.flatMap(\.objcMembers).map(\.selector) == ["shown"])
    #expect(scan.classes.flatMap(\.swift3ObjCMembers).map(\.selector) == ["setup"])
  }

  @Test func genericOwnersAndStructsHaveNone() {
    #expect(Self.members("class Box<T>: UIView { @objc func f() {} }").isEmpty)
    #expect(Self.members("struct S { @objc func f() {} }").isEmpty)
  }

  @Test func planListsExtensionsOfClassesOnly() {
    let scan = ScanResult(files: [
      SwiftScanner.scan(
        source: """
          extension UIColor { @objc class var brandClr: UIColor { .red } }
          extension CGRect { dynamic func f() {} }
          class Panel: UIView { @objc func f() {} }
          """, path: "F.swift")
    ])
    #expect(scan.plan.objcOwners.map(\.owner) == ["Panel", "UIColor"])
  }
}
