import EaselLint
import Testing

/// `inspectable-unsupported-type`.
@MainActor struct InspectableTypeRuleTests {
  static let source = """
    import UIKit
    enum Direction { case up, down }
    @IBDesignable class Gauge: UIView {
      @IBInspectable var radius: CGFloat = 0
      @IBInspectable var tint: UIColor?
      @IBInspectable var direction: Direction = .up
      @IBInspectable var border: CGColor?
    }
    """
  static let objc = """
    @interface UIView (Tags)
    @property (nonatomic, copy) IBInspectable NSString *tagName;
    @property (nonatomic, copy) IBInspectable NSArray *tags;
    @end
    """

  @Test func typesInterfaceBuilderCannotShowAreReportedOnce() throws {
    let f = try LintFixture([
      "A.storyboard": LintFixture.storyboard(""), "B.storyboard": LintFixture.storyboard(""),
      "Gauge.swift": Self.source, "UIView+Tags.h": Self.objc,
      "ViewController.swift": LintFixture.controller(),
    ])
    defer { f.remove() }
    let findings = f.lint("inspectable-unsupported-type").findings
    let names = findings.map(\.diagnostic.message).map { $0.split(separator: "'")[1] }
    #expect(
      names == ["tags", "direction", "border"] || names.sorted() == ["border", "direction", "tags"])
    #expect(findings.count == 3)
    let border = findings.first { $0.diagnostic.message.contains("'border'") }
    #expect(border?.diagnostic.message.contains("declare it as UIColor") == true)
    #expect(border?.diagnostic.location?.line == 7)
    #expect(border?.diagnostic.location?.file.hasSuffix("Gauge.swift") == true)
  }

  @Test func supportedTypesAreFine() throws {
    let f = try LintFixture([
      "Main.storyboard": LintFixture.storyboard(""),
      "Gauge.swift": """
      import UIKit
      class Gauge: UIView {
        @IBInspectable var radius: CGFloat = 0
        @IBInspectable var count: Int = 0
        @IBInspectable var title: String?
        @IBInspectable var image: UIImage!
        @IBInspectable var offset: CGPoint = .zero
        var notInspectable: [Int] = []
      }
      """,
      "ViewController.swift": LintFixture.controller(),
    ])
    defer { f.remove() }
    #expect(f.messages("inspectable-unsupported-type").isEmpty)
  }
}
