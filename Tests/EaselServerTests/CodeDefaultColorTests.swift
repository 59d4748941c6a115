import Testing

@testable import EaselServer

/// A `UIColor` inspectable's code default read as the colour the page's well shows.
@Suite struct CodeDefaultColorTests {
  @Test(arguments: [
    (
      "UIColor(red: (37.0 / 255.0), green: (252.0 / 255), blue: (244.0 / 255.0), alpha: 1.0)",
      "#25FCF4FF"
    ),
    ("UIColor.init(red: 1, green: 0.5, blue: 0, alpha: 0.5)", "#FF800080"),
    (".init(red: CGFloat(0), green: 1 - 1, blue: 2 * 0.5, alpha: -(-1))", "#0000FFFF"),
    ("#colorLiteral(red: 1, green: 1, blue: 1, alpha: 1)", "#FFFFFFFF"),
    ("UIColor(white: 0.5, alpha: 1)", "#808080FF"),
    ("UIColor.gray", "#808080FF"),
    (".clear", "#00000000"),
    ("UIColor.systemBlue", "system:systemBlueColor"),
    (".label", "system:labelColor"),
    (#"UIColor(named: "Brand")"#, "named:Brand"),
  ])
  func readsTheForms(expression: String, expected: String) {
    #expect(CodeDefaultColor.text(expression) == expected)
  }

  /// Nothing is guessed: calls, chains, variables and broken arithmetic give no colour.
  @Test(arguments: [
    "", "UIColor.red.withAlphaComponent(0.5)", "makeColor()",
    "UIColor(red: x, green: 0, blue: 0, alpha: 1)",
    "UIColor(red: 1 / 0, green: 0, blue: 0, alpha: 1)", "UIColor(red: 1, green: 0, blue: 0)",
    "UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 1)", ".notAColor",
    #"UIColor(named: name)"#,
    "UIColor(red: (1, green: 0, blue: 0, alpha: 1)",
  ])
  func guessesNothingElse(expression: String) {
    #expect(CodeDefaultColor.text(expression) == nil)
  }
}
