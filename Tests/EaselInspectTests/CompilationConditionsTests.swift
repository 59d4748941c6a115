import Testing

@testable import EaselInspect

@Suite("#if conditions")
struct CompilationConditionsTests {
  @Test(
    arguments: [
      (["TARGET_INTERFACE_BUILDER"], true as Bool?), (["!TARGET_INTERFACE_BUILDER"], false),
      (["RELEASE"], false), (["DEBUG && !RELEASE"], true), (["(os(iOS))"], nil),
      (["DEBUG || os(iOS)"], true), (["RELEASE || os(iOS)"], nil), (["RELEASE && os(iOS)"], false),
      (["!(canImport(UIKit))"], nil), (["TARGET_INTERFACE_BUILDER", "!DEBUG"], false), ([], true),
      (["true"], true), (["swift(>=5.9) && false"], false), (["DEBUG &&"], nil),
    ] as [([String], Bool?)])
  func designTime(_ conditions: [String], _ expected: Bool?) {
    #expect(CompilationConditions.evaluate(conditions) == expected)
  }

  @Test func scannedDeclarationsKnowWhetherTheyExistAtDesignTime() {
    let source = """
      class A: UIView {
      #if TARGET_INTERFACE_BUILDER
        @IBInspectable var shown: Int = 0
      #else
        @IBInspectable var hidden: Int = 0
      #endif
      }
      """
    let props = SwiftScanner.scan(source: source, path: "A.swift").classes.first?.properties ?? []
    #expect(props.map(\.existsAtDesignTime) == [true, false])
  }

  @Test func conditionsInsideAPropertysClosureKeepTheClassOpen() {
    let source = """
      open class V: UITextView {
        lazy var label: UILabel = {
          let label = UILabel()
          #if swift(>=5.1)
          label.textColor = UIColor.systemGray
          #else
          label.textColor = UIColor.lightText
          #endif
          return label
        }()
        @IBInspectable open var placeholder: String? {
          get { return nil }
          set { }
        }
      }
      """
    let scan = SwiftScanner.scan(source: source, path: "V.swift")
    #expect(scan.classes.first?.properties.map(\.name) == ["placeholder"])
    #expect(scan.diagnostics.isEmpty)
  }

  @Test func genericSuperclassArgumentsAreIgnoredWhenFollowingChains() {
    let plan = ScanResult(files: [
      SwiftScanner.scan(
        source: "class Box<T>: UIView {}\nclass IntBox: Box<Int> {}", path: "A.swift")
    ]).plan
    #expect(plan.classes.map(\.scannedClass.name) == ["IntBox"])
  }
}
