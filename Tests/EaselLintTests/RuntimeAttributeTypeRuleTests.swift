import EaselLint
import Testing

/// `runtime-attribute-type`: a value of another type than the property's.
@MainActor struct RuntimeAttributeTypeRuleTests {
  static let source = """
    import UIKit
    class Badge: UILabel {
      @IBInspectable var radius: CGFloat = 0
    }
    """

  func fixture(_ attribute: String) throws -> LintFixture {
    try LintFixture([
      "Main.storyboard": LintFixture.storyboard(label("b", attribute, customClass: "Badge")),
      "ViewController.swift": LintFixture.controller(), "Badge.swift": Self.source,
    ])
  }

  @Test func aStringForACGFloatIsMistyped() throws {
    let f = try fixture(#"<userDefinedRuntimeAttribute type="string" keyPath="radius" value="4"/>"#)
    defer { f.remove() }
    let messages = f.messages("runtime-attribute-type")
    #expect(messages.count == 1)
    #expect(messages.first?.contains("is CGFloat") == true, "\(messages)")
  }

  @Test func aNumberForACGFloatFits() throws {
    let f = try fixture(
      #"<userDefinedRuntimeAttribute type="number" keyPath="radius"><real key="value" value="4"/></userDefinedRuntimeAttribute>"#
    )
    defer { f.remove() }
    #expect(f.messages("runtime-attribute-type").isEmpty)
  }

  @Test func aColorForLayerBorderColorIsAWarning() throws {
    let f = try fixture(
      #"<userDefinedRuntimeAttribute type="color" keyPath="layer.borderColor"><color key="value" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></userDefinedRuntimeAttribute>"#
    )
    defer { f.remove() }
    let result = f.lint("runtime-attribute-type")
    #expect(result.findings.count == 1)
    #expect(result.findings.first?.diagnostic.severity == .warning)
    #expect(result.findings.first?.diagnostic.message.contains("CGColor") == true)
  }
}
