import EaselLint
import Testing

/// `runtime-attribute-value`: values out of the property's range.
@MainActor struct RuntimeAttributeValueRuleTests {
  func fixture(_ value: String) throws -> LintFixture {
    try LintFixture([
      "Main.storyboard": LintFixture.storyboard(
        label(
          "l",
          #"<userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius"><real key="value" value=""#
            + value + #""/></userDefinedRuntimeAttribute>"#)),
      "ViewController.swift": LintFixture.controller(),
    ])
  }

  @Test func aNegativeCornerRadiusIsOutOfRange() throws {
    let f = try fixture("-3")
    defer { f.remove() }
    let messages = f.messages("runtime-attribute-value")
    #expect(messages.count == 1)
    #expect(messages.first?.contains("out of range") == true, "\(messages)")
  }

  @Test func aPositiveCornerRadiusIsFine() throws {
    let f = try fixture("8")
    defer { f.remove() }
    #expect(f.messages("runtime-attribute-value").isEmpty)
  }
}
